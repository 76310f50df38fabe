import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { answerQuestions } from '../workers.js';

// zxcvbn ranks the common passwords and words, and tries each with capitals, l33t substitutions, appended digits,
// years and symbols, keyboard walks and repeats: "Password1!" is "password" with two guesses' worth added.
const zxcvbn = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });

/** A password's score, 0 (guessed at once) to 4 (beyond any attack zxcvbn models). */
answerQuestions((password: string) => zxcvbn.check(password).score);
