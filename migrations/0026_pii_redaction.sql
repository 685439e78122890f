-- Where respondents' personal data is replaced by placeholders. No backfill: null means the owner has not chosen, and
-- the server's default applies (before-ai when a model is configured, else off).
ALTER TABLE `interviews` ADD `pii_redaction` text;
