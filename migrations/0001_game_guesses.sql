CREATE TABLE `game_guesses` (
	`game_id` text NOT NULL,
	`idempotency_key` text NOT NULL,
	`result` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`game_id`) REFERENCES `game_sessions`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `game_guesses_game_key_idx` ON `game_guesses` (`game_id`,`idempotency_key`);