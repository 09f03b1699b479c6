ALTER TABLE `mail_outbox` ADD `attempts` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `last_attempt_at` integer;--> statement-breakpoint
CREATE INDEX `mail_outbox_unsent_idx` ON `mail_outbox` (`created_at`) WHERE sent_at is null;