import { createRequire } from 'node:module';
import type { ZxcvbnFactory, ZxcvbnResult } from '@zxcvbn-ts/core';
import { appError } from '../../../errors/app-error.ts';
import type { SystemSettings } from '../../../context/system-settings.ts';

const load = createRequire(import.meta.url);

/**
 * Built once per process and kept beside the modules in require's cache: ranking the dictionaries
 * takes a third of a second, and the result never changes (a cache, like require's own).
 */
const factories = new WeakMap<object, ZxcvbnFactory>();

/** zxcvbn-ts with its English and common dictionaries, loaded on the first password checked (a few MB). */
function estimator(): ZxcvbnFactory {
  const core = load('@zxcvbn-ts/core') as typeof import('@zxcvbn-ts/core');
  const known = factories.get(core);
  if (known) return known;
  const common = load('@zxcvbn-ts/language-common') as typeof import('@zxcvbn-ts/language-common');
  const en = load('@zxcvbn-ts/language-en') as typeof import('@zxcvbn-ts/language-en');
  const made = new core.ZxcvbnFactory({ translations: en.translations, graphs: common.adjacencyGraphs, dictionary: { ...common.dictionary, ...en.dictionary } });
  factories.set(core, made);
  return made;
}

export interface StrengthAnswer {
  score: number;
  guesses: number;
  guesses_log10: number;
  feedback: { warning: string; suggestions: string[]; password_policy_validation_passed: boolean };
}

/**
 * Frappe's test_password_strength (frappe/utils/password_strength.py): zxcvbn over the first 128
 * characters with the user's own data as known words; no advice once the score reaches the
 * minimum, general advice when zxcvbn has none. Passed means a score above 0 and at the minimum.
 */
export function passwordStrength(password: string, userInputs: string[], minimumScore: number): StrengthAnswer {
  const result: ZxcvbnResult = estimator().check(password.slice(0, 128), userInputs.filter((v) => v));
  const passed = result.score > 0 && result.score >= minimumScore;
  let warning = '';
  let suggestions: string[] = [];
  if (result.score < Math.max(minimumScore, 1)) {
    warning = result.feedback.warning ?? '';
    suggestions = result.feedback.suggestions.length > 0 || warning ? result.feedback.suggestions : ['Better add a few more letters or another word'];
  }
  return { score: result.score, guesses: result.guesses, guesses_log10: result.guessesLog10, feedback: { warning, suggestions, password_policy_validation_passed: passed } };
}

/** The answer when System Settings turn the policy off: Frappe's empty dict. */
export function policyAnswer(settings: SystemSettings, password: string, userInputs: string[]): StrengthAnswer | Record<string, never> {
  if (!settings.enablePasswordPolicy || !password) return {};
  return passwordStrength(password, userInputs, settings.minimumPasswordScore);
}

/** Frappe's handle_password_test_fail: 417 with the warning and advice in one sentence, titled "Invalid Password". */
export function enforcePolicy(settings: SystemSettings, password: string, userInputs: string[]): void {
  const answer = policyAnswer(settings, password, userInputs);
  if (!('feedback' in answer) || answer.feedback.password_policy_validation_passed) return;
  const text = [answer.feedback.warning, ...answer.feedback.suggestions].join(' ');
  const message = text.trim() || 'Invalid Password';
  throw appError('VALIDATION', message, { messages: [{ message, title: 'Invalid Password', indicator: 'red', raise_exception: 1 }] });
}
