/** Paging is pure: it lives with the rules (issue 34 §2); re-exported for lib's callers. */
export * from '~/domain/paging';
