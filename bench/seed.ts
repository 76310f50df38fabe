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
import { SOFT_SKILLS, TECHNICAL_SKILLS } from '../src/shared/postings.js';

export const BENCH_PASSWORD = 'Bench#2025pass';
export const SIZES = {
  companies: 50,
  postings: 2_000,
  candidates: 20_000,
  applicationsPerCandidate: 5,
  resumeFiles: 200,
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
export async function seed(database: DatabaseHandle, dataDir: string): Promise<string> {
  const { pool } = database;
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const store = diskFileStore(path.join(dataDir, 'files'));
  const resumeKeys: string[] = [];
  for (let index = 0; index < SIZES.resumeFiles; index++) {
    const key = `${index.toString(16).padStart(8, '0')}-0000-4000-8000-000000000000`;
    await store.put(key, samplePdf(2 + (index % 3), `Resume ${index}`));
    resumeKeys.push(key);
  }
  await fs.mkdir(dataDir, { recursive: true });

  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(
      `INSERT INTO companies (name, address, slug)
       SELECT 'Company ' || i, 'Toronto Canada', 'company-' || i FROM generate_series(1, $1::int) AS i`,
      [SIZES.companies],
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
      [passwordHash, SIZES.candidates],
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
       JOIN bench_companies c ON c.n = i % $5::int`,
      [SOFT_SKILLS.slice(0, 3), TECHNICAL_SKILLS.slice(0, 4), paragraph, SIZES.postings, SIZES.companies],
    );
    await client.query(
      `CREATE TEMP TABLE bench_postings AS
       SELECT id, company_id, row_number() OVER (ORDER BY created_at, id) - 1 AS n FROM postings`,
    );
    await client.query(
      `CREATE TEMP TABLE bench_candidates AS
       SELECT id, email, row_number() OVER (ORDER BY email) - 1 AS n FROM users WHERE role = 'candidate'`,
    );
    // Each candidate applies to five different postings (401 * k mod 2000 differs for k < 5).
    await client.query(
      `CREATE TEMP TABLE bench_applications AS
       SELECT c.id AS candidate_id, c.email, p.id AS posting_id, p.company_id, c.n * 5 + k AS seq
       FROM bench_candidates c
       CROSS JOIN generate_series(0, $1::int - 1) AS k
       JOIN bench_postings p ON p.n = (c.n * 7 + k * 401) % $2::int`,
      [SIZES.applicationsPerCandidate, SIZES.postings],
    );
    await client.query(
      `INSERT INTO files (id, owner_id, storage_key, content_type, extension, size_bytes, sha256)
       SELECT md5('resume' || a.seq)::uuid, a.candidate_id, ($1::text[])[1 + a.seq % $2::int],
              'application/pdf', 'pdf', 2000, md5(a.seq::text)
       FROM bench_applications a`,
      [resumeKeys, SIZES.resumeFiles],
    );
    // Statuses from a hash of the sequence, so that every company has applications in every stage.
    await client.query(
      `INSERT INTO applications (posting_id, company_id, candidate_id, status, stage_id, first_name, last_name, email,
         phone, country, address, city, province, postal_code, bio, answers, legal_questions, resume_file_id, created_at)
       SELECT a.posting_id, a.company_id, a.candidate_id, s.status,
              (SELECT st.id FROM pipeline_stages st WHERE st.company_id = a.company_id
                 AND st.phase = CASE WHEN s.status IN ('Offer Accepted', 'Offer Declined') THEN 'Offer Sent' ELSE s.status END),
              'First' || a.seq, 'Last' || a.seq, a.email, '+1 416 555 ' || lpad((a.seq % 10000)::text, 4, '0'),
              'Canada', a.seq || ' King Street', 'Toronto', 'Ontario', 'M5H 1A1', $3::text,
              jsonb_build_array(
                jsonb_build_object('question', 'Tell me about yourself?', 'answer', $3::text || $3::text),
                jsonb_build_object('question', 'Why do you want this job?', 'answer', $3::text),
                jsonb_build_object('question', 'Describe a project you are proud of.', 'answer', $3::text || $3::text || $3::text)),
              ${LEGAL_ANSWERS},
              md5('resume' || a.seq)::uuid,
              now() - ((a.seq % 86400) || ' minutes')::interval
       FROM bench_applications a
       CROSS JOIN LATERAL (SELECT ($1::application_status[])[1 + abs(hashint8(a.seq)) % $2::int] AS status) s`,
      [APPLICATION_STATUSES, APPLICATION_STATUSES.length, paragraph],
    );
    // One busy opening: company 1's posting with 1,000 applicants, for its board.
    await insertOpening(client, 'Busy Opening', 'Busy', 1000);
    // And one of 200 applicants, each with four submitted scorecards, for its comparison.
    await insertOpening(client, 'Scorecard Opening', 'Scored', 200);
    await insertScorecards(client, passwordHash);
    await insertResumeTexts(client);
    await client.query('COMMIT');
    // As autovacuum leaves a settled database: statistics, and visibility maps for index-only scans.
    await client.query('VACUUM ANALYZE');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
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

/** The words of the bench's resumes, each drawn about a dozen times a resume; none is "distributed" or "systems". */
const RESUME_WORDS = (
  'engineer team project design build deliver customer product data service platform cloud api database query ' +
  'performance testing review mentor lead python rust typescript java golang kubernetes postgres react node ' +
  'migration release incident monitoring security budget roadmap stakeholder analysis report dashboard pipeline ' +
  'automation integration mobile web backend frontend infrastructure network support training hiring ' +
  'quality reliability latency throughput storage search billing payments onboarding research prototype ' +
  'university degree certificate award volunteer language english french toronto london austin vancouver'
).split(' ');

/**
 * Two pages of text (about 1,000 words) for every application with a resume, as extraction stores it: one of 200
 * texts drawn from the words by a hash, a tenth of them mentioning "distributed systems", then a line of its own.
 */
async function insertResumeTexts(client: pg.PoolClient) {
  await client.query(
    `CREATE TEMP TABLE bench_resume_texts AS
     SELECT t AS n, string_agg(($1::text[])[1 + abs(hashint8(t * 1000 + w)) % $2::int], ' ' ORDER BY w)
              || CASE WHEN t % 10 = 0 THEN ' Built distributed systems serving millions.' ELSE '' END AS text
     FROM generate_series(0, $3::int - 1) AS t CROSS JOIN generate_series(1, 1000) AS w
     GROUP BY t`,
    [RESUME_WORDS, RESUME_WORDS.length, SIZES.resumeFiles],
  );
  // Each stored text renews its application's search document by a trigger, one update at a time: the seed does them
  // all in one pass instead, and builds the search index once afterwards rather than growing it 100,000 times.
  await client.query('ALTER TABLE resume_texts DISABLE TRIGGER resume_texts_search_document');
  await client.query(
    `INSERT INTO resume_texts (application_id, company_id, status, text)
     SELECT a.id, a.company_id, 'extracted', r.text || ' Worked with ' || a.first_name || ' in ' || a.city || '.'
     FROM applications a JOIN bench_resume_texts r ON r.n = abs(hashtext(a.id::text)) % $1::int
     WHERE a.resume_file_id IS NOT NULL`,
    [SIZES.resumeFiles],
  );
  await client.query('ALTER TABLE resume_texts ENABLE TRIGGER resume_texts_search_document');
  const { rows } = await client.query<{ definition: string }>(
    `SELECT indexdef AS definition FROM pg_indexes WHERE indexname = 'applications_search_document_idx'`,
  );
  await client.query('DROP INDEX applications_search_document_idx');
  await client.query(
    `UPDATE applications a SET search_document = application_search_document(a) WHERE a.resume_file_id IS NOT NULL`,
  );
  await client.query(rows[0]!.definition);
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
