// The iCalendar writer and reader (ical-generator, ical.js): a separate entry of the core package
// ('@quickrdv/core/ical'), so the web app's bundle never carries them.
export * from './feed-writer.js';
export * from './ics-import.js';
