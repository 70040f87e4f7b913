ALTER TABLE `otp_codes` ADD `registration_id` text;--> statement-breakpoint
ALTER TABLE `otp_codes` ADD `name` text;--> statement-breakpoint
ALTER TABLE `otp_codes` ADD `password_hash` text;--> statement-breakpoint
ALTER TABLE `otp_codes` ADD `country` text;