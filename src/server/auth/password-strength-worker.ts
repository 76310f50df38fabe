import { parentPort } from 'node:worker_threads';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/** A password to judge, and the answer: zxcvbn's score, 0 (guessed at once) to 4 (beyond any attack it models). */
export interface StrengthQuestion {
  id: number;
  password: string;
}
export interface StrengthAnswer {
  id: number;
  score: number;
}

// zxcvbn ranks the common passwords and words, and tries each with capitals, l33t substitutions, appended digits,
// years and symbols, keyboard walks and repeats: "Password1!" is "password" with two guesses' worth added.
const zxcvbn = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });

parentPort!.on('message', ({ id, password }: StrengthQuestion) => {
  parentPort!.postMessage({ id, score: zxcvbn.check(password).score } satisfies StrengthAnswer);
});
