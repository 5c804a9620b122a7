/** Experience levels, from the least to the most experienced. */
export const jobLevels = ['trainee', 'studentWork', 'junior', 'medior', 'senior'] as const;
export type JobLevel = (typeof jobLevels)[number];

export const isJobLevel = (value: string): value is JobLevel =>
  (jobLevels as readonly string[]).includes(value);
