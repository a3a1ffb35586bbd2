// Content items for the client tests: every field null but what a test sets.
import type { ContentItem } from "../../../src/codecs/content.ts";

export const item = (id: number, over: Partial<ContentItem> = {}): ContentItem => ({
  id, sfid: `a0C${id}`, name: `Idea ${id}`, year__c: null, seasonality__c: null, craft_category__c: null, time_period__c: null,
  difficulty_level__c: null, level_of_difficulty__c: null, institute__c: null, art_form__c: null, festival_generic__c: null,
  is_best_out_of_waste__c: null, hero_product_1__c: null, hero_product_2__c: null, in_house_products_used__c: null,
  out_sourced_products_use__c: null, pil_product_price__c: null, non_pil_product_price__c: null, total_cost_of_making_the_article__c: null,
  link_in_pil_tantra__c: null, link_in_pil_tantra_url__c: `/media/content/${id}.svg`, thumbnail_link__c: `/media/doc/${id}.pdf`,
  thumbnail_url__c: null, rating_average: null, rating_count: 0, my_rating: null, ...over,
});
