-- The super admin manages people (issue 46 item 1; docs/decisions/077-people.md).
-- A one-time code is a forgotten password's ('reset') or an invitation's ('invite'): an invitation's
-- SMS says what the code is for, lives INVITE_TTL_HOURS, and a forgot-password request does not
-- replace it while it is valid (the person types the code the invitation sent).
ALTER TABLE app_otp ADD COLUMN purpose text NOT NULL DEFAULT 'reset' CHECK (purpose IN ('reset', 'invite'));

-- The last invitation sent to each person (the list shows it) and by whom.
CREATE TABLE app_invitation (
  subject_kind text NOT NULL,
  subject_id integer NOT NULL,
  invited_at timestamptz NOT NULL DEFAULT now(),
  invited_by text NOT NULL,
  PRIMARY KEY (subject_kind, subject_id)
);

