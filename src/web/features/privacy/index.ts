export { DeleteAccount } from './components/delete-account';
export { DownloadMyData } from './components/download-my-data';
export { EraseCandidateData } from './components/erase-candidate-data';
export { ExportCandidateData } from './components/export-candidate-data';
export { LegalHoldPanel } from './components/legal-hold-panel';
export { TalentPoolConsents } from './components/talent-pool-consents';
export { TalentPoolStatus } from './components/talent-pool-status';
