// React keys by place, for the lists keyed by position on purpose.

/**
 * The items of a list each with its place (0, 1, ...), for lists keyed by place on purpose: a row
 * whose content changes in place rather than being removed and made again (an icon's paths, a
 * page of cards that follows a filter), a fixed row (five stars), the lines of a form named by
 * their place ("article 1"), or records with nothing else that is theirs alone.
 */
export const byPlace = <T>(items: readonly T[]): Array<{ item: T; place: number }> => items.map((item, place) => ({ item, place }));
