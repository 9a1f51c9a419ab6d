/** Every lesson, in the order a newcomer takes them. */
import type { Lesson } from '../types';
import { firstRule } from './first-rule';

export const LESSONS: Lesson[] = [firstRule];

export const lessonById = (id: string): Lesson | undefined => LESSONS.find((l) => l.id === id);
