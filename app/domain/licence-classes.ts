/** The licence classes live in the contract (the API's rule reads them too; issue 34 §2). */
export * from '~contract/licence-classes';
