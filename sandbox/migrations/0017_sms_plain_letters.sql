ALTER TABLE `notification_prefs` ADD `plain_letters` integer DEFAULT 0 NOT NULL;
