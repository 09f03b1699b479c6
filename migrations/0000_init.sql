CREATE TABLE `beta_access_codes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`code` text NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`expires_at` integer,
	`current_uses` integer DEFAULT 0 NOT NULL,
	`max_uses` integer DEFAULT 1 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `beta_access_codes_code_unique` ON `beta_access_codes` (`code`);--> statement-breakpoint
CREATE TABLE `beta_feedback` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`beta_user_id` text NOT NULL,
	`puzzle_number` integer,
	`rating` integer,
	`difficulty` text,
	`comments` text,
	`won` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`beta_user_id`) REFERENCES `beta_users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `beta_feedback_created_idx` ON `beta_feedback` (`created_at`);--> statement-breakpoint
CREATE INDEX `beta_feedback_user_idx` ON `beta_feedback` (`beta_user_id`);--> statement-breakpoint
CREATE TABLE `beta_users` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`access_code` text NOT NULL,
	`device_id` text NOT NULL,
	`joined_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`last_active` integer,
	`games_played` integer DEFAULT 0 NOT NULL,
	`feedback_count` integer DEFAULT 0 NOT NULL,
	`is_active` integer DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `beta_users_email_code_idx` ON `beta_users` (`email`,`access_code`);--> statement-breakpoint
CREATE INDEX `beta_users_joined_idx` ON `beta_users` (`joined_at`);--> statement-breakpoint
CREATE TABLE `feedback` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`username` text,
	`email` text NOT NULL,
	`category` text NOT NULL,
	`message` text NOT NULL,
	`puzzle_number` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `feedback_created_idx` ON `feedback` (`created_at`);--> statement-breakpoint
CREATE TABLE `game_nicknames` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`nickname` text NOT NULL,
	`device_id` text NOT NULL,
	`beta_user_id` text,
	`show_on_leaderboard` integer DEFAULT true NOT NULL,
	`show_real_name` integer DEFAULT true NOT NULL,
	`last_used` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`beta_user_id`) REFERENCES `beta_users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `game_nicknames_nickname_ci_idx` ON `game_nicknames` (lower("nickname"));--> statement-breakpoint
CREATE INDEX `game_nicknames_beta_user_idx` ON `game_nicknames` (`beta_user_id`);--> statement-breakpoint
CREATE TABLE `game_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`player_id` integer NOT NULL,
	`puzzle_date` text NOT NULL,
	`puzzle_number` integer NOT NULL,
	`is_test` integer DEFAULT false NOT NULL,
	`status` text DEFAULT 'in_progress' NOT NULL,
	`solved_groups` text DEFAULT '[]' NOT NULL,
	`guesses` text DEFAULT '[]' NOT NULL,
	`mistakes` integer DEFAULT 0 NOT NULL,
	`started_at` integer NOT NULL,
	`finished_at` integer,
	`duration_ms` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`player_id`) REFERENCES `game_nicknames`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `game_sessions_player_day_idx` ON `game_sessions` (`player_id`,`puzzle_date`,`is_test`);--> statement-breakpoint
CREATE INDEX `game_sessions_day_status_idx` ON `game_sessions` (`puzzle_date`,`is_test`,`status`);--> statement-breakpoint
CREATE TABLE `puzzles` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`puzzle_date` text NOT NULL,
	`puzzle_number` integer NOT NULL,
	`puzzle_data` text NOT NULL,
	`win_quote` text NOT NULL,
	`loss_quote` text NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`created_by` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `puzzles_puzzle_date_unique` ON `puzzles` (`puzzle_date`);--> statement-breakpoint
CREATE UNIQUE INDEX `puzzles_puzzle_number_unique` ON `puzzles` (`puzzle_number`);--> statement-breakpoint
CREATE INDEX `puzzles_active_date_idx` ON `puzzles` (`is_active`,`puzzle_date`);