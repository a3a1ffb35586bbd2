import * as t from "io-ts";

export const NewsItem = t.type({ id: t.number, name: t.string, sequence: t.number, url: t.string, systemmodstamp: t.string });
export type NewsItem = t.TypeOf<typeof NewsItem>;
