export declare const TRUSTED_TYPES_POLICIES: { readonly webpack: 'webpack'; readonly startUp: 'start-up'; readonly mailBody: 'mail-body' };
