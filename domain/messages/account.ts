/**
 * The player's account and sessions. Spec wording is kept; its typos are fixed
 * (docs/product.md#messages).
 */
import { messages } from "./common";

/** Accounts and sessions (docs/product.md#accounts). */
export const accountMessages = {
	// Validation
	fillAllFields: "Please fill in all fields",
	fillAllFieldsReset: "Please Fill All the Fields",
	invalidPhone: "Please enter a valid phone number",
	acceptTerms: "Please agree to the terms and conditions",
	invalidOtp: "Please enter a valid verification code",
	enterPhone: "Enter phone number",
	passwordsDoNotMatch: "Passwords do not match",
	passwordTooShort: "Password must be at least 8 characters",
	passwordTooLong: "Password must be at most 128 characters",
	nameTooLong: "Name must be at most 60 characters",
	enterName: "Please enter your name",
	invalidRequest: messages.badRequest,
	requestTooLarge: messages.requestTooLarge,
	// Outcomes
	/**
	 * The same answer whether or not the phone already has an account (no enumeration): its owner
	 * gets a notice on the phone instead of a code (docs/decisions/0740-account-abuse.md).
	 */
	registered: "Registration started. Enter the code we sent to your phone.",
	/** Under the code field of the registration: true for a new phone and for a registered one. */
	registerCodeHint:
		"No code? If this number already has an account, we sent a message saying so instead. Please log in or reset your password.",
	verified: "Verified Successfully!",
	loggedIn: "Login successfully!",
	otpSent: "OTP sent via whatsapp",
	passwordReset: "Password reset successful. Please login.",
	loggedOut: "Logout successful",
	signedOutEverywhere: "You have been signed out on every device.",
	signOutEverywhereFailed: "Signing out everywhere failed. Please try again.",
	nameChanged: "Your name has been updated.",
	/** Change password: the other sessions end, this one stays (docs/decisions/0110-account-settings-and-sessions.md). */
	passwordChanged: "Your password has been changed. You have been signed out on your other devices.",
	sessionEnded: "That session has been signed out.",
	otherSessionsEnded: "You have been signed out on your other devices.",
	profileUpdateFailed: "Saving your name failed. Please try again.",
	passwordChangeFailed: "Changing your password failed. Please try again.",
	sessionsLoadFailed: "Your sessions could not be loaded. Please try again.",
	sessionEndFailed: "Signing out that session failed. Please try again.",
	// Refusals
	registrationRequired: "Please start the registration again to get a new code.",
	wrongCredentials: "Invalid phone number or password",
	wrongCurrentPassword: "Your current password is incorrect",
	sessionNotFound: "That session was not found, or has already ended.",
	notVerified: "Please verify your phone number first. Enter the code we sent you, or request a new one.",
	banned: "Your account has been banned. Please contact support.",
	otpExpired: "OTP expired",
	otpWrong: (triesLeft: number) =>
		`Incorrect verification code. ${triesLeft} ${triesLeft === 1 ? "try" : "tries"} left.`,
	otpLocked: "Too many incorrect codes. Please request a new code.",
	otpStillValid: "Your current code is still valid. You can request a new one when it expires.",
	tooManyOtps: "Too many codes requested for this phone number. Please try again in an hour.",
	tooManyAttempts: "Too many attempts. Please wait a few minutes and try again.",
	sessionExpired: "Your session has expired. Please log in again.",
	noRefreshToken: "No token received from refresh-token endpoint",
	otpSendFailed: "Failed to send OTP",
	serverBusy: messages.serverBusy,
	// Client fallbacks (shown when the server gives no message)
	registrationFailed: "Registration failed. Please try again.",
	loginFailed: "Login failed. Please try again.",
	otpVerificationFailed: "OTP verification failed. Please try again.",
	forgotFailed: "Forgot password failed. Please try again.",
	resetFailed: "Reset password failed. Please try again.",
	/** The reset, answered as a failure without a message (a request that got no answer: resetFailed). */
	passwordResetFailed: "Password reset failed",
	resendFailed: "Failed to resend OTP",
	logoutFailed: "Logout failed. Please try again.",
	userNotFound: "User not found",
	/** What the phone's owner receives when someone registers with a number that already has an account. */
	accountExistsNotice:
		"Someone tried to register a new account with your phone number, which already has one. If it was you, please log in or reset your password. If not, you can ignore this message.",
} as const;
