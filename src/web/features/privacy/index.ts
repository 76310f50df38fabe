export { DownloadMyData } from './components/download-my-data';
export { ExportCandidateData } from './components/export-candidate-data';
export { LegalHoldPanel } from './components/legal-hold-panel';
export { TalentPoolConsents } from './components/talent-pool-consents';
export { TalentPoolStatus } from './components/talent-pool-status';
