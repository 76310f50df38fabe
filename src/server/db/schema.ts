// Every table, enum and column rule of the database, for Drizzle (`drizzle(pool, { schema })`), drizzle-kit and every
// import of `db/schema.js`. Each capability's tables live in `schema/<capability>.ts`, named after the server folder
// that writes them. Schema files never import each other both ways (lint runs `madge --circular`): a table that two of
// them reference sits apart, as scorecard templates do for stages and interviews, or with the table it names, as status
// changes do with applications.
export * from './schema/activity.js';
export * from './schema/api-tokens.js';
export * from './schema/applications.js';
export * from './schema/auth.js';
export * from './schema/candidate-history.js';
export * from './schema/careers.js';
export * from './schema/companies.js';
export * from './schema/files.js';
export * from './schema/interviews.js';
export * from './schema/mail.js';
export * from './schema/messages.js';
export * from './schema/notifications.js';
export * from './schema/pipeline.js';
export * from './schema/postings.js';
export * from './schema/privacy.js';
export * from './schema/profiles.js';
export * from './schema/resume-text.js';
export * from './schema/scheduling.js';
export * from './schema/scorecard-templates.js';
export * from './schema/scorecards.js';
export * from './schema/team.js';
export * from './schema/templates.js';
export * from './schema/webhooks.js';
