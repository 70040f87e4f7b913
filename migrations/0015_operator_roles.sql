-- Operator roles and member notes (issue 33; docs/decisions/0863-operator-roles.md). users.role stays 'user' or
-- 'admin' (player or operator, as the CHECK of 0000 says); what an operator may do is operator_role. NULL is an
-- admin, so every admin made before this migration keeps every right.
ALTER TABLE `users` ADD `operator_role` text CHECK (`operator_role` IN ('admin', 'cashier', 'support'));
--> statement-breakpoint
-- Internal notes an operator adds to a member's page: never shown to the player, each one audited.
CREATE TABLE `member_notes` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`author_id` text NOT NULL,
	`body` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `member_notes_user_created_idx` ON `member_notes` (`user_id`, `created_at`, `id`);
