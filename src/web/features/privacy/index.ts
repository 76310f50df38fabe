export { DownloadMyData } from './components/download-my-data';
export { ExportCandidateData } from './components/export-candidate-data';
