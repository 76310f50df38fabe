import { z } from 'zod';

export const SOFT_SKILLS = [
  'Communication',
  'Teamwork',
  'Problem-solving',
  'Time Management',
  'Adaptability',
  'Creativity',
  'Leadership',
  'Work Ethic',
  'Interpersonal Skills',
  'Critical Thinking',
  'Decision Making',
  'Conflict Resolution',
  'Emotional Intelligence',
  'Negotiation',
  'Stress Management',
  'Self-Motivation',
  'Flexibility',
  'Dependability',
  'Organization',
  'Attention to Detail',
  'Collaboration',
  'Patience',
  'Public Speaking',
  'Active Listening',
  'Innovation',
  'Initiative',
  'Resourcefulness',
  'Networking',
  'Cultural Awareness',
] as const;

export const TECHNICAL_SKILLS = [
  'Python',
  'JavaScript',
  'Java',
  'C#',
  'C++',
  'Ruby',
  'PHP',
  'Swift',
  'Objective-C',
  'SQL',
  'NoSQL',
  'HTML',
  'CSS',
  'React.js',
  'Angular',
  'Vue.js',
  'Node.js',
  'Django',
  'Flask',
  'Spring',
  'Kotlin',
  'Rust',
  'Go',
  'Perl',
  'Scala',
  'Haskell',
  'TypeScript',
  'GraphQL',
  'Docker',
  'Kubernetes',
  'AWS',
  'Azure',
  'Google Cloud',
  'Terraform',
  'Ansible',
  'Puppet',
  'Chef',
  'CI/CD',
  'Jenkins',
  'Git',
  'Linux',
  'Unix',
  'Windows Server',
  'MySQL',
  'PostgreSQL',
  'MongoDB',
  'Redis',
  'ElasticSearch',
  'RabbitMQ',
  'Kafka',
  'Nginx',
  'Apache',
] as const;

/** A free-form skill: how long one is, and how many one list holds. */
export const SKILL_LIMITS = { length: 60, perList: 50 } as const;

export const SkillOptionSchema = z.object({ value: z.string(), text: z.string(), selected: z.boolean() });
export type SkillOption = z.infer<typeof SkillOptionSchema>;

export function toSkillOptions(values: readonly string[]): SkillOption[] {
  return values.map((value) => ({ value, text: value, selected: true }));
}

/**
 * Every option of a list, in its order, each marked with whether the posting chose it, then the skills the posting
 * named in its own words.
 */
export function skillOptionsOf(options: readonly string[], chosen: readonly string[]): SkillOption[] {
  const own = chosen.filter((value) => !options.includes(value));
  return [
    ...options.map((value) => ({ value, text: value, selected: chosen.includes(value) })),
    ...toSkillOptions(own),
  ];
}
