import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { hashPassword } from '../src/server/auth/passwords.js';
import type { DatabaseHandle } from '../src/server/db/database.js';
import { diskFileStore } from '../src/server/files/store.js';
import { insertLargestAnnotations } from '../src/server/test/factories-annotations.js';
import { samplePdf } from '../src/server/test/pdf.js';
import { APPLICATION_STATUSES, RECRUITER_SETTABLE_STATUSES } from '../src/shared/applications.js';
import { SOFT_SKILLS, TECHNICAL_SKILLS } from '../src/shared/skills.js';

export const BENCH_PASSWORD = 'Bench#2025pass';
/** How much the bench seeds: each candidate applies to five postings, spread evenly over them. */
export interface BenchSizes {
  companies: number;
  postings: number;
  candidates: number;
  applicationsPerCandidate: number;
  resumeFiles: number;
  /** The first postings, that all go to company 1 (`company-1`); the rest are dealt out one company after another. */
  companyOnePostings: number;
}

export const SIZES: BenchSizes = {
  companies: 50,
  postings: 2_000,
  candidates: 20_000,
  applicationsPerCandidate: 5,
  resumeFiles: 200,
  companyOnePostings: 0,
};

const paragraph =
  'I have spent the last six years building and operating web services for teams of every size, ' +
  'from the first prototype to systems serving millions of requests a day. I care about clear code, ' +
  'careful reviews and measuring before optimising. ';

/** Every application's legal answers, complete as the wizard sends them: a detail answers only what its schema allows. */
const LEGAL_ANSWERS = `jsonb_build_object('work_eligibility', 'Yes', 'sex', 'Other', 'language_preference', 'English',
  'race', 'Other', 'graduation_year', extract(year FROM now())::int, 'graduation_month', 'June', 'disabled', 'No')`;

/**
 * Seeds straight into the database with set-based SQL: 50 companies with an Admin each, 2,000 postings, 20,000 candidates and
 * 100,000 applications with real-sized answers, each pointing at a resume stored in the file store, with the resume's
 * text. Answers the one application of the first company whose resume holds the most annotations allowed.
 */
export async function seed(database: DatabaseHandle, dataDir: string, sizes: BenchSizes = SIZES): Promise<string> {
  const { pool } = database;
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const store = diskFileStore(path.join(dataDir, 'files'));
  const resumeKeys: string[] = [];
  for (let index = 0; index < sizes.resumeFiles; index++) {
    const key = `${index.toString(16).padStart(8, '0')}-0000-4000-8000-000000000000`;
    await store.put(key, samplePdf(2 + (index % 3), `Resume ${index}`));
    resumeKeys.push(key);
  }
  await fs.mkdir(dataDir, { recursive: true });

  const started = Date.now();
  const done = (step: string) => console.log(`seed: ${step} after ${Math.round((Date.now() - started) / 1000)} s`);
  const buildSearch = await inTransaction(pool, async (client) => {
    await client.query(
      `INSERT INTO companies (name, address, slug)
       SELECT 'Company ' || i, 'Toronto Canada', 'company-' || i FROM generate_series(1, $1::int) AS i`,
      [sizes.companies],
    );
    await client.query(`INSERT INTO company_slugs (slug, company_id) SELECT slug, id FROM companies`);
    // Each company's first member, its Admin, signs in as company{i}@bench.test.
    await client.query(
      `INSERT INTO users (email, password_hash, role, name, company_id, member_role)
       SELECT 'company' || substring(slug FROM 9) || '@bench.test', $1, 'recruiter', 'Admin of ' || name, id, 'admin'
       FROM companies`,
      [passwordHash],
    );
    await client.query(
      `INSERT INTO pipeline_stages (company_id, name, phase, position)
       SELECT c.id, s.phase, s.phase::application_status, s.position - 1
       FROM companies c CROSS JOIN unnest($1::text[]) WITH ORDINALITY AS s(phase, position)`,
      [RECRUITER_SETTABLE_STATUSES],
    );
    await client.query(
      `INSERT INTO users (email, password_hash, role, name)
       SELECT 'candidate' || i || '@bench.test', $1, 'candidate', 'Candidate ' || i
       FROM generate_series(1, $2::int) AS i`,
      [passwordHash, sizes.candidates],
    );
    await client.query(
      `CREATE TEMP TABLE bench_companies AS
       SELECT company_id AS id, row_number() OVER (ORDER BY email) - 1 AS n FROM users WHERE role = 'recruiter'`,
    );
    await client.query(
      `INSERT INTO postings (company_id, title, department, city, country, posting_date, deadline, soft_skills,
         technical_skills, questions, recruiter_name, recruiter_email, about_company, about_job, qualification,
         key_requirements, created_at)
       SELECT c.id,
              (ARRAY['Backend Engineer','Product Designer','Data Analyst','Sales Lead','Support Specialist'])[1 + i % 5] || ' ' || i,
              'Department ' || (i % 7), (ARRAY['Toronto','London','Austin','Vancouver'])[1 + i % 4],
              (ARRAY['Canada','UK','USA','Canada'])[1 + i % 4],
              now() - interval '30 days', now() + interval '60 days',
              $1::text[], $2::text[],
              ARRAY['Tell me about yourself?','Why do you want this job?','Describe a project you are proud of.'],
              'Recruiter ' || i, 'recruiter' || i || '@bench.test',
              '<p>' || $3::text || '</p>', '<p>' || $3::text || '</p>', '<p>' || $3::text || '</p>', '<ul><li>SQL</li><li>TypeScript</li></ul>',
              now() - (i || ' minutes')::interval
       FROM generate_series(1, $4::int) AS i
       JOIN bench_companies c ON c.n = CASE WHEN i <= $6::int
         THEN (SELECT n FROM bench_companies JOIN companies USING (id) WHERE slug = 'company-1') ELSE i % $5::int END`,
      [
        SOFT_SKILLS.slice(0, 3),
        TECHNICAL_SKILLS.slice(0, 4),
        paragraph,
        sizes.postings,
        sizes.companies,
        sizes.companyOnePostings,
      ],
    );
    await client.query(
      `CREATE TEMP TABLE bench_postings AS
       SELECT id, company_id, row_number() OVER (ORDER BY created_at, id) - 1 AS n FROM postings`,
    );
    await client.query(
      `CREATE TEMP TABLE bench_candidates AS
       SELECT id, email, row_number() OVER (ORDER BY email) - 1 AS n FROM users WHERE role = 'candidate'`,
    );
    // Each candidate applies to five different postings (401 * k mod postings differs for k < 5).
    await client.query(
      `CREATE TEMP TABLE bench_applications AS
       SELECT c.id AS candidate_id, c.email, p.id AS posting_id, p.company_id, c.n * 5 + k AS seq
       FROM bench_candidates c
       CROSS JOIN generate_series(0, $1::int - 1) AS k
       JOIN bench_postings p ON p.n = (c.n * 7 + k * 401) % $2::int`,
      [sizes.applicationsPerCandidate, sizes.postings],
    );
    // Autovacuum never analyzes temporary tables, and PostgreSQL plans their joins blind without statistics: the
    // million's stage history had written over 40 GB of temporary files in 25 minutes when it was stopped.
    await client.query('ANALYZE bench_companies, bench_postings, bench_candidates, bench_applications');
    await client.query(
      `INSERT INTO files (id, owner_id, storage_key, content_type, extension, size_bytes, sha256)
       SELECT md5('resume' || a.seq)::uuid, a.candidate_id, ($1::text[])[1 + a.seq % $2::int],
              'application/pdf', 'pdf', 2000, md5(a.seq::text)
       FROM bench_applications a`,
      [resumeKeys, sizes.resumeFiles],
    );
    const builder = await searchBuiltAfterwards(client);
    await planHistories(client);
    await client.query(
      `INSERT INTO applications (posting_id, company_id, candidate_id, status, stage_id, stage_entered_at, first_name,
         last_name, email, phone, country, address, city, province, postal_code, bio, answers, legal_questions,
         resume_file_id, source, withdrawn_at, created_at)
       SELECT a.posting_id, a.company_id, a.candidate_id, a.status, a.stage_id, a.stage_entered_at,
              'First' || a.seq, 'Last' || a.seq, a.email, '+1 416 555 ' || lpad((a.seq % 10000)::text, 4, '0'),
              'Canada', a.seq || ' King Street', 'Toronto', 'Ontario', 'M5H 1A1', $1::text,
              jsonb_build_array(
                jsonb_build_object('question', 'Tell me about yourself?', 'answer', $1::text || $1::text),
                jsonb_build_object('question', 'Why do you want this job?', 'answer', $1::text),
                jsonb_build_object('question', 'Describe a project you are proud of.', 'answer', $1::text || $1::text || $1::text)),
              ${LEGAL_ANSWERS},
              md5('resume' || a.seq)::uuid, a.source, a.withdrawn_at, a.created_at
       FROM bench_plans a`,
      [paragraph],
    );
    done('applications');
    await insertStageHistory(client);
    done('stage history');
    // One busy opening: company 1's posting with 1,000 applicants, for its board.
    await insertOpening(client, 'Busy Opening', 'Busy', 1000);
    // And one of 200 applicants, each with four submitted scorecards, for its comparison.
    await insertOpening(client, 'Scorecard Opening', 'Scored', 200);
    await insertScorecards(client, passwordHash);
    await insertDuplicates(client);
    await drawResumeTexts(client, sizes.resumeFiles);
    return builder;
  });
  // The heaviest steps, in parts side by side: PostgreSQL gives a statement one core, and tokenizing a million
  // resumes and writing their documents is most of a big seed. A seed that fails in between leaves a cluster without
  // bench-seed.json, which the next run refuses (scale.ts).
  await Promise.all(
    Array.from({ length: SEED_WORKERS }, (_, part) =>
      inTransaction(pool, async (worker) => {
        await insertResumeTexts(worker, sizes.resumeFiles, part);
        await writeSearchDocuments(worker, part);
      }),
    ),
  );
  done('resume texts and search documents');
  await inTransaction(pool, buildSearch);
  done('search indexes');
  // As autovacuum leaves a settled database: statistics, and visibility maps for index-only scans.
  await pool.query('VACUUM ANALYZE');
  done('vacuum');
  const { rows } = await pool.query<{ id: string; author_id: string }>(
    `SELECT a.id, u.id AS author_id FROM applications a
     JOIN companies c ON c.id = a.company_id JOIN users u ON u.company_id = c.id
     WHERE c.slug = 'company-1' AND a.resume_file_id IS NOT NULL ORDER BY a.created_at DESC, a.id LIMIT 1`,
  );
  await insertLargestAnnotations(
    database.db,
    diskFileStore(path.join(dataDir, 'files')),
    rows[0]!.id,
    rows[0]!.author_id,
  );
  return rows[0]!.id;
}

/** How far back the applications were sent: about eighteen months. */
export const HISTORY_DAYS = 540;

/** Where applicants come from, each from a share of the hash's thousand: the rest came with no source (Direct). */
const SOURCES = [
  ['linkedin', 300],
  ['indeed', 500],
  ['referral', 600],
  ['careers-page', 750],
] as const;

/**
 * Each application's story, from hashes of its sequence: when it was sent, the furthest stage before an offer it got
 * to (most stay early: 35 % at the first stage, 30 % under review, 17 % interviewed, 10 % evaluated, 8 % offered,
 * never further than a week a stage since it was sent), and, once a week has passed in that stage, how it ended:
 * offers accepted (60 %) or declined (25 %), and earlier stages rejected (30 % to 60 %) or withdrawn (8 %).
 * `bench_moves` holds when it entered each stage: stays of half a day to a week.
 */
async function planHistories(client: pg.PoolClient) {
  await client.query(
    `CREATE TEMP TABLE bench_stages AS
     SELECT company_id, id, name, phase, position FROM pipeline_stages WHERE company_id IN (SELECT id FROM bench_companies)`,
  );
  await client.query(
    `CREATE TEMP TABLE bench_plans AS
     SELECT a.*, sent.created_at, story.reach, story.outcome, source.name AS source,
            story.outcome IS NULL AND story.settled AND (abs(hashint8(a.seq * 8 + 3)) % 1000) < 80 AS withdraws
     FROM bench_applications a
     CROSS JOIN LATERAL (SELECT abs(hashint8(a.seq * 8)) % ($1::int * 1440) AS minutes) age
     CROSS JOIN LATERAL (SELECT now() - (age.minutes || ' minutes')::interval AS created_at) sent
     CROSS JOIN LATERAL (
       SELECT least(CASE WHEN u < 350 THEN 0 WHEN u < 650 THEN 1 WHEN u < 820 THEN 2 WHEN u < 920 THEN 3 ELSE 4 END,
                    age.minutes / (7 * 1440))::int AS reach
       FROM (SELECT abs(hashint8(a.seq * 8 + 1)) % 1000 AS u) drawn) progress
     CROSS JOIN LATERAL (
       SELECT age.minutes >= 7 * 1440 * (progress.reach + 1) AS settled, abs(hashint8(a.seq * 8 + 2)) % 1000 AS u) ending
     CROSS JOIN LATERAL (
       SELECT ending.settled, CASE
         WHEN NOT ending.settled THEN NULL
         WHEN progress.reach = 4 THEN CASE WHEN ending.u < 600 THEN 'Offer Accepted' WHEN ending.u < 850 THEN 'Offer Declined' END
         WHEN ending.u < (ARRAY[300, 550, 600, 600])[progress.reach + 1] THEN 'Not Selected'
       END::application_status AS outcome, progress.reach) story
     LEFT JOIN LATERAL (
       SELECT name FROM unnest($2::text[], $3::int[]) AS source(name, below)
       WHERE abs(hashint8(a.seq * 8 + 4)) % 1000 < below ORDER BY below LIMIT 1) source ON true`,
    [HISTORY_DAYS, SOURCES.map(([name]) => name), SOURCES.map(([, below]) => below)],
  );
  // Stage k was entered after the stays in the k stages before it; the last entry is the ending's, if any.
  await client.query(
    `CREATE TEMP TABLE bench_moves AS
     SELECT p.seq, k, p.created_at + interval '1 day' * sum(CASE WHEN k = 0 THEN 0
              ELSE 0.5 + (abs(hashint8(p.seq * 8 + 4 + k)) % 650) / 100.0 END) OVER (PARTITION BY p.seq ORDER BY k) AS at
     FROM bench_plans p CROSS JOIN generate_series(0, p.reach + 1) AS k`,
  );
  await client.query(`CREATE UNIQUE INDEX ON bench_moves (seq, k)`);
  await client.query('ANALYZE bench_stages, bench_plans, bench_moves');
  await client.query(
    `ALTER TABLE bench_plans ADD COLUMN status application_status, ADD COLUMN stage_id uuid,
       ADD COLUMN stage_entered_at timestamptz, ADD COLUMN withdrawn_at timestamptz`,
  );
  await client.query(
    `UPDATE bench_plans p SET status = coalesce(p.outcome, stage.phase::application_status), stage_id = stage.id,
       stage_entered_at = entered.at, withdrawn_at = CASE WHEN p.withdraws THEN ended.at END
     FROM bench_stages stage, bench_moves entered, bench_moves ended
     WHERE stage.company_id = p.company_id
       AND stage.position = CASE WHEN p.outcome = 'Not Selected' THEN 5 ELSE p.reach END
       AND entered.seq = p.seq AND entered.k = CASE WHEN p.outcome = 'Not Selected' THEN p.reach + 1 ELSE p.reach END
       AND ended.seq = p.seq AND ended.k = p.reach + 1`,
  );
}

/**
 * The stage history the moves would have written: the company's Admin moving each application one stage on, then
 * rejecting it, and its candidate answering an offer (no stage of its own in the bench's pipeline).
 */
async function insertStageHistory(client: pg.PoolClient) {
  await client.query(
    `CREATE TEMP TABLE bench_applied AS
     SELECT p.*, a.id AS application_id, admin.id AS admin_id
     FROM bench_plans p
     JOIN applications a ON a.posting_id = p.posting_id AND a.candidate_id = p.candidate_id
     JOIN users admin ON admin.company_id = p.company_id AND admin.member_role = 'admin'`,
  );
  await client.query('ANALYZE bench_applied');
  await client.query(
    `INSERT INTO status_changes (application_id, company_id, from_status, to_status, from_stage, to_stage, from_stage_id,
       to_stage_id, changed_by, changed_by_role, created_at)
     SELECT a.application_id, a.company_id, origin.phase::application_status, target.phase::application_status, origin.name,
            target.name, origin.id, target.id, a.admin_id, 'recruiter', move.at
     FROM bench_applied a
     JOIN bench_moves move ON move.seq = a.seq AND move.k BETWEEN 1 AND a.reach + 1
     JOIN bench_stages origin ON origin.company_id = a.company_id AND origin.position = move.k - 1
     JOIN bench_stages target ON target.company_id = a.company_id
       AND target.position = CASE WHEN move.k > a.reach THEN 5 ELSE move.k END
     WHERE move.k <= a.reach OR a.outcome = 'Not Selected'`,
  );
  await client.query(
    `INSERT INTO status_changes (application_id, company_id, from_status, to_status, changed_by, changed_by_role,
       created_at)
     SELECT a.application_id, a.company_id, 'Offer Sent', a.outcome, a.candidate_id, 'candidate', move.at
     FROM bench_applied a JOIN bench_moves move ON move.seq = a.seq AND move.k = a.reach + 1
     WHERE a.outcome IN ('Offer Accepted', 'Offer Declined')`,
  );
}

/**
 * One application in twenty of each company, its newest among them, looks like the one sent just before it, as an
 * apply would have linked them: a link to read beside the application.
 */
async function insertDuplicates(client: pg.PoolClient) {
  await client.query(
    `INSERT INTO application_duplicates (application_id, duplicate_of_application_id, reasons)
     SELECT id, earlier, ARRAY['phone'] FROM (
       SELECT id, lead(id) OVER newest_first AS earlier, row_number() OVER newest_first AS n
       FROM applications WINDOW newest_first AS (PARTITION BY company_id ORDER BY created_at DESC, id DESC)) AS ordered
     WHERE n % 20 = 1 AND earlier IS NOT NULL`,
  );
}

/** The words of the bench's resumes, each drawn about a dozen times a resume; none is "distributed" or "systems". */
const RESUME_WORDS = (
  'engineer team project design build deliver customer product data service platform cloud api database query ' +
  'performance testing review mentor lead python rust typescript java golang kubernetes postgres react node ' +
  'migration release incident monitoring security budget roadmap stakeholder analysis report dashboard pipeline ' +
  'automation integration mobile web backend frontend infrastructure network support training hiring ' +
  'quality reliability latency throughput storage search billing payments onboarding research prototype ' +
  'university degree certificate award volunteer language english french toronto london austin vancouver'
).split(' ');

/** How many connections share the seed's heaviest steps: one per core of the bench's machine. */
export const SEED_WORKERS = 2;

/** The part of the applications one of the `SEED_WORKERS` writes: a hash of the id splits them evenly. */
const partOf = (part: number) => `abs(hashtext(a.id::text)) % ${SEED_WORKERS} = ${part}`;

async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}

/**
 * `texts` resume texts of two pages (about 1,000 words) each, drawn from the words by a hash, a tenth of them
 * mentioning "distributed systems": an unlogged table of the seed's own, so that every worker reads it.
 */
async function drawResumeTexts(client: pg.PoolClient, texts: number) {
  await client.query(
    `CREATE UNLOGGED TABLE bench_resume_texts AS
     SELECT t AS n, string_agg(($1::text[])[1 + abs(hashint8(t * 1000 + w)) % $2::int], ' ' ORDER BY w)
              || CASE WHEN t % 10 = 0 THEN ' Built distributed systems serving millions.' ELSE '' END AS text
     FROM generate_series(0, $3::int - 1) AS t CROSS JOIN generate_series(1, 1000) AS w
     GROUP BY t`,
    [RESUME_WORDS, RESUME_WORDS.length, texts],
  );
}

/** Every application of `part` with a resume gets one of the texts, as extraction stores it, and a line of its own. */
async function insertResumeTexts(client: pg.PoolClient, texts: number, part: number) {
  await client.query(
    `INSERT INTO resume_texts (application_id, company_id, status, text)
     SELECT a.id, a.company_id, 'extracted', r.text || ' Worked with ' || a.first_name || ' in ' || a.city || '.'
     FROM applications a JOIN bench_resume_texts r ON r.n = abs(hashtext(a.id::text)) % $1::int
     WHERE a.resume_file_id IS NOT NULL AND ${partOf(part)}`,
    [texts],
  );
}

/** The search fields and documents of `part`'s applications, each written once from its finished rows. */
async function writeSearchDocuments(client: pg.PoolClient, part: number) {
  await client.query(
    `UPDATE applications a SET (search_fields, search_document) =
       (SELECT fields, fields || application_search_resume(a) FROM application_search_fields(a) AS fields)
     WHERE ${partOf(part)}`,
  );
}

/** The triggers that keep search documents, one row at a time, and the indexes that read them. */
const SEARCH_TRIGGERS = [
  ['applications', 'applications_search_document'],
  ['resume_texts', 'resume_texts_search_document'],
] as const;
const SEARCH_INDEXES = [
  'applications_search_document_idx',
  'applications_search_names_idx',
  'resume_texts_searchable_idx',
];

/**
 * Turns off what keeps the search in step row by row, and answers what puts it back once every document is written
 * (`writeSearchDocuments`): each index built from the finished rows, rather than a document for each inserted row and
 * again for its resume's text, and 100,000 insertions into each index.
 */
async function searchBuiltAfterwards(client: pg.PoolClient): Promise<(after: pg.PoolClient) => Promise<void>> {
  const { rows } = await client.query<{ definition: string }>(
    `SELECT indexdef AS definition FROM pg_indexes WHERE indexname = ANY($1::text[])`,
    [SEARCH_INDEXES],
  );
  if (rows.length !== SEARCH_INDEXES.length) throw new Error('the search indexes are not where the seed expects');
  for (const [table, trigger] of SEARCH_TRIGGERS) await client.query(`ALTER TABLE ${table} DISABLE TRIGGER ${trigger}`);
  for (const name of SEARCH_INDEXES) await client.query(`DROP INDEX ${name}`);
  return async (after: pg.PoolClient) => {
    for (const [table, trigger] of SEARCH_TRIGGERS) await after.query(`ALTER TABLE ${table} ENABLE TRIGGER ${trigger}`);
    for (const { definition } of rows) await after.query(definition);
    await after.query('DROP TABLE bench_resume_texts');
  };
}

/** A posting of company 1's with `applicants` of the first candidates, in stages from a hash. */
async function insertOpening(client: pg.PoolClient, title: string, firstName: string, applicants: number) {
  await client.query(
    `WITH opening AS (
       INSERT INTO postings (company_id, title, department, city, country, posting_date, deadline, soft_skills,
         technical_skills, questions, recruiter_name, recruiter_email, about_company, about_job, qualification,
         key_requirements)
       SELECT c.id, $3, 'Engineering', 'Toronto', 'Canada', now() - interval '30 days',
              now() + interval '60 days', '{}', '{}', ARRAY['Why us?'], 'Recruiter', 'recruiter@bench.test',
              '<p>About</p>', '<p>Job</p>', '<p>Node</p>', '<p>SQL</p>'
       FROM companies c WHERE c.slug = 'company-1'
       RETURNING id, company_id)
     INSERT INTO applications (posting_id, company_id, candidate_id, status, stage_id, first_name, last_name, email,
       phone, country, address, city, province, postal_code, answers, legal_questions, created_at)
     SELECT opening.id, opening.company_id, c.id, s.status,
            (SELECT st.id FROM pipeline_stages st WHERE st.company_id = opening.company_id
               AND st.phase = CASE WHEN s.status IN ('Offer Accepted', 'Offer Declined') THEN 'Offer Sent' ELSE s.status END),
            $4 || c.n, 'Applicant' || c.n, c.email, '+1 416 555 0100', 'Canada', '1 King Street', 'Toronto',
            'Ontario', 'M5H 1A1', '[]', ${LEGAL_ANSWERS}, now() - (c.n || ' minutes')::interval
     FROM opening CROSS JOIN bench_candidates c
     CROSS JOIN LATERAL (SELECT ($1::application_status[])[1 + abs(hashint8(c.n)) % $2::int] AS status) s
     WHERE c.n < $5::int`,
    [APPLICATION_STATUSES, APPLICATION_STATUSES.length, title, firstName, applicants],
  );
}

/**
 * Company 1's Admin and three Interviewers each submit a scorecard of every application to the Scorecard Opening,
 * against one template of eight criteria, rated from a hash.
 */
async function insertScorecards(client: pg.PoolClient, passwordHash: string) {
  await client.query(
    `INSERT INTO users (email, password_hash, role, name, company_id, member_role)
     SELECT 'interviewer' || i || '@bench.test', $1, 'recruiter', 'Interviewer ' || i, c.id, 'interviewer'
     FROM companies c CROSS JOIN generate_series(1, 3) AS i WHERE c.slug = 'company-1'`,
    [passwordHash],
  );
  const sections = ['Craft', 'Collaboration'].map((name) => ({
    name,
    criteria: [1, 2, 3, 4].map((index) => ({ id: randomUUID(), name: `${name} ${index}`, hint: '' })),
  }));
  await client.query(
    `WITH template AS (
       INSERT INTO scorecard_templates (company_id) SELECT id FROM companies WHERE slug = 'company-1' RETURNING id)
     INSERT INTO scorecard_template_versions (template_id, version, name, sections)
     SELECT id, 1, 'Technical interview', $1::jsonb FROM template`,
    [JSON.stringify(sections)],
  );
  await client.query(
    `INSERT INTO scorecards (company_id, application_id, author_id, template_version_id, ratings, recommendation,
       summary, state, submitted_at)
     SELECT a.company_id, a.id, u.id, v.id,
            (SELECT jsonb_object_agg(criterion, jsonb_build_object('note', '', 'rating',
               (enum_range(NULL::scorecard_rating))[1 + abs(hashtext(a.id || u.id::text || criterion)) % 4]))
             FROM unnest($1::text[]) AS criterion),
            (enum_range(NULL::scorecard_rating))[1 + abs(hashtext(a.id || u.id::text)) % 4],
            'Clear on the basics.', 'submitted', now() - interval '2 days'
     FROM applications a
     JOIN postings p ON p.id = a.posting_id AND p.title = 'Scorecard Opening'
     JOIN users u ON u.company_id = a.company_id
     CROSS JOIN scorecard_template_versions v`,
    [sections.flatMap((section) => section.criteria.map((criterion) => criterion.id))],
  );
}
