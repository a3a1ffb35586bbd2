// account.language: the language the person reads the app in, kept on their account (issue 45;
// decision 074). The person is the session's subject alone; choosing again replaces the choice.
import { accountLanguage } from "../../src/codecs/account.ts";
import { defineOp } from "./registry.ts";

export const accountLanguageOp = defineOp(accountLanguage, async ({ db, subject, now }, { language }) => {
  await db.query(
    `INSERT INTO app_user_setting (subject_kind, subject_id, language, updated_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (subject_kind, subject_id) DO UPDATE SET language = EXCLUDED.language, updated_at = EXCLUDED.updated_at`,
    [subject.kind, subject.id, language, now.toISOString()],
  );
  return [{ language }];
});

export const ACCOUNT_OPS = [accountLanguageOp] as const;
