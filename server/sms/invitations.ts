// An invitation's SMS (issue 46 item 1; decision 077): the code waits sealed in its app_otp row
// (purpose 'invite'), made by people.add or people.invite in their transaction; once that has
// committed, its job is queued on the job queue (retried with back-off until sent or expired, as a
// forgotten password's code is: decision 048) and then tried at once.
import type { Db } from "../db/db.ts";
import { JOBS, type JobQueue } from "../jobs/jobs.ts";
import { otpSecret } from "../auth/recovery.ts";
import { deliverCode, SMS_CLAIM_SECONDS } from "./otpDelivery.ts";
import type { SmsSender } from "./sms.ts";

export function invitationSender(
  db: Db,
  sms: SmsSender,
  jobs: JobQueue | undefined,
  o: { configuredSecret?: string; firstTrySeconds?: number; now?: () => Date },
): (key: string, ref: string) => Promise<void> {
  return async (key, ref) => {
    if (jobs) await jobs.send(JOBS.smsCode, { key, ref }, { singletonKey: `${key}:${ref}`, startAfter: o.firstTrySeconds ?? SMS_CLAIM_SECONDS });
    try {
      await deliverCode(db, sms, await otpSecret(db, o.configuredSecret), key, o.now?.() ?? new Date(), ref);
    } catch (e) {
      // the queued job sends it later; without a queue the admin sends it again
      if (!jobs) throw e;
    }
  };
}
