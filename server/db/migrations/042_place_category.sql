-- The kind of workshop a place holds (decision 104): a school's account says whether it is a
-- 'School', a 'College' or a 'Hobby Centre' (the plan's categories but Art Avenue, which names no
-- place), so the plan form lists the places of the workshop's category. An account whose kind is
-- not recorded (NULL: a record synced without one) is offered for every category.
ALTER TABLE account ADD COLUMN IF NOT EXISTS category__c text;
