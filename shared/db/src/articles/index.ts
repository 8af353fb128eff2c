/** The blog's articles as several apps list them. */
export { ARTICLE_SUMMARY_COLUMNS, toArticleSummary, type ArticleSummary } from './article-summary.ts';
