import { z } from 'zod';
import {
  INVALID_EMAIL,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  NAME_FORMAT,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  USERNAME_FORMAT,
  USERNAME_MAX_LENGTH,
  USERNAME_REQUIRED,
} from '@stagepass/domain/accounts';
import { isEmail, isName, isUsername } from '@stagepass/domain/validators';
import { NAME_TRUNCATE_LENGTH } from '@stagepass/domain/limits';
import { hasLetter, truncate } from '@stagepass/domain/text';

/** spec 000 §5: a valid address, compared and stored in lower case. */
export const emailField = z.string().trim().toLowerCase().max(254, INVALID_EMAIL).refine(isEmail, INVALID_EMAIL);

/**
 * A password being chosen: length here; the server also refuses common passwords
 * (apps/server/src/features/accounts/password-policy.ts), which needs a dictionary too big for the client.
 */
export const newPasswordField = z
  .string()
  .min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT)
  .max(MAX_PASSWORD_LENGTH, PASSWORD_TOO_LONG);

/** spec 000 §5: letters, digits, underscore, hyphen; here it must not be empty. */
export const usernameField = z
  .string()
  .trim()
  .min(1, USERNAME_REQUIRED)
  .max(USERNAME_MAX_LENGTH, `Usernames are at most ${USERNAME_MAX_LENGTH} characters.`)
  .refine(isUsername, USERNAME_FORMAT);

/** spec 000 §5: name format, truncated to 40 characters. */
export const nameField = z
  .string()
  .trim()
  .min(1, 'Please enter your name.')
  .max(200)
  .refine(isName, NAME_FORMAT)
  .refine(hasLetter, NAME_FORMAT)
  .transform((s) => truncate(s, NAME_TRUNCATE_LENGTH).trim());

/** An emailed code from a /redirect link: 62 letters and digits, so anything longer is not one. */
export const codeField = z.string().trim().min(1).max(200);
