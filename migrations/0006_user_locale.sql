-- The player's chosen language (docs/decisions/0920-hindi-and-english.md): 'en' or 'hi'; NULL until they choose.
ALTER TABLE `users` ADD `locale` text;
