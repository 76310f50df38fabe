import { MessageAnswerSchema } from './api.js';
import {
  AnnotationIdQuerySchema,
  AnnotationsAnswerSchema,
  AnnotationsQuerySchema,
  NewAnnotationAnswerSchema,
  NewAnnotationSchema,
} from './annotations.js';
import { endpoints } from './endpoint.js';
import { FileAnswerSchema } from './files.js';

/**
 * The company's reviewers mark up a resume, and anyone who may read the application sees the marks; a candidate is
 * refused each call.
 */
export const annotationEndpoints = endpoints('Annotations', {
  list: {
    method: 'GET',
    path: '/api/applications/annotations/',
    summary: "The marks on an application's resume.",
    access: 'readApplications',
    query: AnnotationsQuerySchema,
    answers: { 200: AnnotationsAnswerSchema },
  },
  add: {
    method: 'POST',
    path: '/api/applications/annotations/',
    summary: "Draws a mark on an application's resume.",
    access: 'moveApplications',
    carriesFile: true,
    body: NewAnnotationSchema,
    answers: { 201: NewAnnotationAnswerSchema },
  },
  remove: {
    method: 'DELETE',
    path: '/api/applications/annotations/',
    summary: "Removes the caller's own mark.",
    access: 'moveApplications',
    query: AnnotationIdQuerySchema,
    answers: { 200: MessageAnswerSchema },
  },
  annotatedResume: {
    method: 'GET',
    path: '/api/applications/annotated_resume/',
    summary: 'The resume with every mark drawn into it, as a PDF attachment.',
    access: 'readApplications',
    query: AnnotationsQuerySchema,
    answerType: 'application/pdf',
    answers: { 200: FileAnswerSchema },
  },
});
