import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ApplicationDefaults } from '../../../../shared/application-drafts';
import { APPLICATION_FIELD_MESSAGES } from '../../../../shared/application-submissions';
import { APPLICATION_MESSAGES } from '../../../../shared/applications';
import { candidateApplicationEndpoints } from '../../../../shared/applications-endpoints';
import type { ApplyPosting } from '../../../../shared/postings';
import { privacyEndpoints } from '../../../../shared/privacy-endpoints';
import { fakeServer, renderScreen, signInCandidate } from '../../../test/render';
import { ApplyWizard } from './apply-wizard';

const POSTING: ApplyPosting = {
  id: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b',
  title: 'Backend engineer',
  department: 'Engineering',
  city: 'Lisbon',
  country: 'Portugal',
  posting_date: '2026-11-01',
  deadline: null,
  soft_skills: [],
  technical_skills: [],
  no_skills: true,
  questions: [],
  question_details: [],
  application_form: 'full',
  quick_form_fields: [],
  recruiter_name: 'Ada Admin',
  recruiter_email: 'ada@acme.test',
  about_company: '<p>We make ledgers.</p>',
  about_job: '<p>Keep the books balanced.</p>',
  qualification: '',
  key_requirements: '',
  nice_to_have: '',
  other_remarks: '',
  is_active: true,
  posting_link: 'apply/6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b',
  posting_url: 'http://localhost/apply/6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b',
  public_url: 'http://localhost/careers/acme/6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b',
  employment_type: null,
  workplace: null,
  salary_min: null,
  salary_max: null,
  salary_currency: null,
  salary_period: null,
  openings: null,
  num_applications: 0,
  applied_today: 0,
  company_name: 'Acme',
  created_at: '2026-11-01T09:00:00.000Z',
  company_logo_url: null,
  company_brand: { name: 'Acme', color: '#4338ca', logo_url: null, shows_powered_by: true },
};

const EMPTY_PROFILE: ApplicationDefaults = { values: {}, email: 'cara@example.test', resume: null };

/** A candidate who applied before: their details and the resume they sent then. */
const RETURNING: ApplicationDefaults = {
  values: {
    first_name: 'Cara',
    last_name: 'Candidate',
    phone: '+351 21 555 0100',
    country: 'Portugal',
    address: 'Rua Augusta 1',
    short_bio: 'Writes careful code.',
    city: 'Lisbon',
    province: 'Lisboa',
    postal_code: '1100-048',
  },
  email: 'cara@example.test',
  resume: {
    file_id: '0b7a4c1e-2d3f-4a5b-8c6d-7e8f9a0b1c2d',
    name: 'cara-cv.pdf',
    size: 120_000,
    type: 'application/pdf',
    uploaded_at: '2026-11-12T10:00:00.000Z',
    url: '/api/files/0b7a4c1e-2d3f-4a5b-8c6d-7e8f9a0b1c2d',
  },
};

function showWizard(posting: ApplyPosting, defaults: ApplicationDefaults) {
  signInCandidate();
  const server = fakeServer()
    // No notice is shown while it loads, as for a company that has none.
    .hold(privacyEndpoints.postingNotice)
    .answer(candidateApplicationEndpoints.saveDraft, {
      status: 200,
      data: { step: 'Post', values: {}, resume: null, updated_at: '2026-12-06T07:00:00.000Z' },
    });
  const view = renderScreen(<ApplyWizard posting={posting} defaults={defaults} draft={null} source={null} />);
  return { ...view, server };
}

describe('the apply wizard', () => {
  it('opens on the posting and, after Apply, moves the focus to the Personal Information step', async () => {
    const { user } = showWizard(POSTING, EMPTY_PROFILE);
    expect(screen.getByText('Keep the books balanced.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Apply' }));

    const heading = await screen.findByRole('heading', { name: /Personal Information/ });
    expect(heading).toHaveFocus();
    expect(screen.getByLabelText(/Email/)).toHaveValue('cara@example.test');
  });

  it('keeps an unfilled step, says beside each field what it needs and puts the focus on the first', async () => {
    const { user } = showWizard(POSTING, EMPTY_PROFILE);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByRole('heading', { name: /Personal Information/ });

    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText(APPLICATION_FIELD_MESSAGES.first_name)).toBeVisible();
    expect(screen.getByText(APPLICATION_FIELD_MESSAGES.phone)).toBeVisible();
    expect(screen.getByRole('textbox', { name: /First Name/ })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /First Name/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('heading', { name: /Personal Information/ })).toBeVisible();

    // Typing into the field takes its message away.
    await user.keyboard('Cara');
    expect(screen.queryByText(APPLICATION_FIELD_MESSAGES.first_name)).not.toBeInTheDocument();
  });

  it('goes on with a returning candidate’s details and keeps them when they go back', async () => {
    const { user } = showWizard(POSTING, RETURNING);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('textbox', { name: /First Name/ })).toHaveValue('Cara');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: /Legal/ })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('textbox', { name: /First Name/ })).toHaveValue('Cara');
    expect(screen.getByRole('textbox', { name: /Postal Code/i })).toHaveValue('1100-048');
  });
});

describe('the quick apply form', () => {
  const QUICK: ApplyPosting = { ...POSTING, application_form: 'quick', questions: ['Why Acme?'] };

  it('sends nothing until name, phone and the answer are given, each field saying what it needs', async () => {
    const { user, server } = showWizard(QUICK, { ...EMPTY_PROFILE, resume: RETURNING.resume });
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByRole('heading', { name: /Your application/ });

    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(APPLICATION_FIELD_MESSAGES.first_name)).toBeVisible();
    expect(screen.getByText(APPLICATION_FIELD_MESSAGES.last_name)).toBeVisible();
    expect(screen.getByText(APPLICATION_FIELD_MESSAGES.phone)).toBeVisible();
    expect(server.callsOf(candidateApplicationEndpoints.apply)).toHaveLength(0);
  });

  it('sends the one screen’s answers and thanks the candidate', async () => {
    const { user, server } = showWizard(QUICK, { ...EMPTY_PROFILE, resume: RETURNING.resume });
    server.answer(candidateApplicationEndpoints.apply, { status: 201, application_id: 'a1' });
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByRole('heading', { name: /Your application/ });

    await user.type(screen.getByRole('textbox', { name: /First Name/ }), 'Cara');
    await user.type(screen.getByRole('textbox', { name: /Last Name/ }), 'Candidate');
    await user.type(screen.getByRole('textbox', { name: /Phone/ }), '+351 21 555 0100');
    await user.type(screen.getByRole('textbox', { name: /Why Acme\?/ }), 'Ledgers are my thing.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(/Your application for Backend engineer at Acme has been sent/)).toBeVisible();
    // The toast that says so.
    expect(await screen.findAllByText(APPLICATION_MESSAGES.applied)).not.toHaveLength(0);
    const [sent] = server.callsOf(candidateApplicationEndpoints.apply);
    expect(sent?.body).toMatchObject({
      posting_id: QUICK.id,
      first_name: 'Cara',
      last_name: 'Candidate',
      phone: '+351 21 555 0100',
    });
  });
});
