import type { ApplicationListItem, ApplicationStatus } from '../../shared/applications.js';
import { applications, companies, postings } from '../db/schema.js';
import { postingLocationSql } from '../postings/index.js';

export const listColumns = {
  id: applications.id,
  jobTitle: postings.title,
  companyName: companies.name,
  location: postingLocationSql().as('location'),
  phone: applications.phone,
  firstName: applications.firstName,
  lastName: applications.lastName,
  email: applications.email,
  createdAt: applications.createdAt,
  status: applications.status,
  withdrawnAt: applications.withdrawnAt,
  source: applications.source,
};

/** A company's list item: the specification's, with the application's stage. */
export function toCompanyListItem(row: ListRow & { stageId: string; stageName: string }): ApplicationListItem {
  return { ...toListItem(row), stage: { id: row.stageId, name: row.stageName } };
}

interface ListRow {
  id: string;
  jobTitle: string;
  companyName: string;
  location: string;
  phone: string;
  firstName: string;
  lastName: string;
  email: string;
  createdAt: Date;
  status: ApplicationStatus;
  withdrawnAt: Date | null;
  source: string | null;
}

export function toListItem(row: ListRow): ApplicationListItem {
  return {
    application_id: row.id,
    job_title: row.jobTitle,
    company_name: row.companyName,
    location: row.location,
    phone: row.phone,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    created_at: row.createdAt.toISOString(),
    status: row.status,
    withdrawn_at: row.withdrawnAt?.toISOString() ?? null,
    source: row.source,
  };
}
