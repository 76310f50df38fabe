import { SuccessAnswerSchema } from './api.js';
import { endpoints } from './endpoint.js';
import {
  CandidateProfileAnswerSchema,
  CandidateProfileSchema,
  CompanyProfileAnswerSchema,
  CompanyProfileSchema,
} from './profiles.js';

export const profileEndpoints = endpoints('Profiles', {
  candidate: {
    method: 'GET',
    path: '/api/candidate/get_profile/',
    summary: "The candidate's own profile.",
    access: 'candidate',
    answers: { 200: CandidateProfileAnswerSchema },
  },
  saveCandidate: {
    method: 'POST',
    path: '/api/candidate/save_profile/',
    summary: "Saves the candidate's own profile.",
    access: 'candidate',
    body: CandidateProfileSchema,
    answers: { 200: SuccessAnswerSchema },
  },
  company: {
    method: 'GET',
    path: '/api/get_profile/',
    summary: "The member's company profile.",
    access: 'member',
    answers: { 200: CompanyProfileAnswerSchema },
  },
  saveCompany: {
    method: 'POST',
    path: '/api/save_profile/',
    summary: "Saves the company's profile.",
    access: 'manageCompany',
    carriesFile: true,
    body: CompanyProfileSchema,
    answers: { 200: SuccessAnswerSchema },
  },
});
