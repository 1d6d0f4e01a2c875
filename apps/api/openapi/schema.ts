/**
 * Generated from the served OpenAPI document by `npm run openapi:types`
 * (apps/api/test/openapi/generate.ts); do not edit. A test fails when it is stale.
 */

export interface paths {
  '/api/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign in with e-mail and password */
    post: operations['login'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/login/challenge': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A proof-of-work challenge (ALTCHA) to solve when sign-in asks for one: an account past its ceiling of failed sign-ins */
    get: operations['getLoginChallenge'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/login/unlock': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Lift the extra sign-in check with the link e-mailed to the account's owner */
    post: operations['postLoginUnlock'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** End this session */
    post: operations['logout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user and their permissions */
    get: operations['getCurrentUser'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/forgot-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a reset link when the account exists; the answer is the same either way */
    post: operations['requestPasswordReset'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/password/reset/{tokenId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set a password from a reset or invitation link */
    post: operations['resetPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/change-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Change the signed-in user's password */
    post: operations['changePassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/permissions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every permission a role can be given */
    get: operations['getPermissions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/outbox': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Mail and SMS the app has sent or kept in its outbox, newest first (Super Admin only) */
    get: operations['getOutbox'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user's latest notifications and their unread count (the bell) */
    get: operations['getNotifications'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications/read-all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mark all the signed-in user's notifications as read */
    post: operations['postNotificationsReadAll'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me/notification-settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** How the signed-in user hears of completed links by e-mail */
    get: operations['getMeNotificationSettings'];
    /** Choose e-mails for completed links: each at once, a daily digest, or none */
    put: operations['putMeNotificationSettings'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/form-templates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The patient form templates every clinic starts with */
    get: operations['getFormTemplates'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/form-templates/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One template with its sections, fields and legal text */
    get: operations['getFormTemplatesById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/plan': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Standard plans and custom plans */
    get: operations['getPlan'];
    put?: never;
    /** Create a standard plan */
    post: operations['postPlan'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/plan/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One plan */
    get: operations['getPlanById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/plan/edit/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One plan */
    get: operations['getPlanEditById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/plan/custom': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create a company's custom plan, named after the company */
    post: operations['postPlanCustom'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/plan/update/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Update a plan */
    put: operations['putPlanUpdateById'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/plan/status-update/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Activate (1) or deactivate (0) a plan */
    put: operations['putPlanStatusUpdateById'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/plan/delete/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete a plan no company uses */
    delete: operations['deletePlanDeleteById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/company': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Clients by name, a page at a time (a Sales Person sees only their own) */
    get: operations['getCompany'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/company/sales-person': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Clients by name, a page at a time (a Sales Person sees only their own) */
    get: operations['getCompanySalesPerson'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/company/sales-contacts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Sales Persons a client can be assigned to */
    get: operations['getCompanySalesContacts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/company/edit/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One client */
    get: operations['getCompanyEditById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/company/view/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One client */
    get: operations['getCompanyViewById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/company/update/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One client */
    get: operations['getCompanyUpdateById'];
    put?: never;
    /** Update a client's details (the logo is set at creation only); a new login e-mail waits for the owner's current and new addresses to confirm it */
    post: operations['postCompanyUpdateById'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/company/store': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create a client with its owner, forms and trial (JSON, or multipart with a logo) */
    post: operations['postCompanyStore'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/company/email-change/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Cancel the pending change of a client's login e-mail */
    delete: operations['deleteCompanyEmailChangeById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/company/status-update/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Activate (1) or deactivate (0, with a reason) a client */
    post: operations['postCompanyStatusUpdateById'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/company/delete/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Soft-delete a client (its submissions and invoices are kept) */
    get: operations['getCompanyDeleteById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/logos/{file}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A client's logo */
    get: operations['getLogosByFile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/all-users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Provider staff by name, a page at a time; user_id looks up one */
    post: operations['postAllUsers'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/roles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Roles a staff user can be given in the User form */
    post: operations['postRoles'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/edit-user/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One staff user (Super Admin accounts answer 403) */
    get: operations['getEditUserById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/add-user': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create a staff user and e-mail them a set-password invitation */
    post: operations['postAddUser'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/update-user/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Update a staff user; a new e-mail waits for both addresses to confirm it */
    post: operations['postUpdateUserById'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/{id}/email-change': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Cancel a staff user's pending login e-mail change */
    delete: operations['deleteUsersByIdEmailChange'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/delete-user/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete a staff user and end their sessions */
    delete: operations['deleteDeleteUserById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/company/employee/role-change': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Give a staff user a provider role (custom ones too) within the caller's powers */
    post: operations['postCompanyEmployeeRoleChange'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/roles/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every role with its permission keys and how many users hold it */
    get: operations['getRolesList'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/roles/view/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One role, built-in or custom */
    get: operations['getRolesViewById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/roles/edit/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One custom role to edit (built-in roles answer 409) */
    get: operations['getRolesEditById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/roles/store': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create a custom provider role with permissions */
    post: operations['postRolesStore'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/roles/update/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Rename a custom role or change its permissions (applies at the users' next call) */
    put: operations['putRolesUpdateById'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/roles/delete/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete a custom role no user holds */
    delete: operations['deleteRolesDeleteById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/dashboard': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Counters (patients, clients, forms, paid revenue), the first page of the Transaction History table and a 12-month chart, for the clients the caller may see */
    get: operations['getDashboard'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/dashboard/transactions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The Transaction History, a page at a time (by client name), narrowed by a status filter and a search (containment on client, plan and status; exact amount, encounters or id) */
    get: operations['getDashboardTransactions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/dashboard/setup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The first-run checklist of the installation: whether a plan and a client exist and e-mail is configured; only the steps the caller may take (none without manage_plans) */
    get: operations['getDashboardSetup'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/dashboard/{param}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Counters (patients, clients, forms, paid revenue), the first page of the Transaction History table and a 12-month chart, for the clients the caller may see; the table narrowed to one status filter ('Active%2FTrial', 'Active', ...) */
    get: operations['getDashboardByParam'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/transactions/all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Transaction History: one row per client with its plan, dates, last month and status (a Sales Person always gets their own clients) */
    get: operations['getTransactionsAll'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/transactions/get': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Transaction History: one row per client with its plan, dates, last month and status (a Sales Person always gets their own clients) */
    get: operations['getTransactionsGet'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/subscription': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Clients' subscriptions, by status and Sales Person */
    get: operations['getSubscription'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/company/invoice/{companyId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A client's invoices, newest first (the Finance Details tab) */
    get: operations['getCompanyInvoiceByCompanyId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/company/subscription/index/{companyId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A client's subscription (data is null before it has one) */
    get: operations['getCompanySubscriptionIndexByCompanyId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/invoices/{id}/download': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One invoice as a PDF file */
    get: operations['getInvoicesByIdDownload'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/forms': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A page of the company's live forms, searched by title, id, description, status */
    get: operations['getForms'];
    put?: never;
    /** Create a custom form (version 1) */
    post: operations['postForms'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/forms/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One form; a custom form with its fields at the current version */
    get: operations['getFormsById'];
    /** Save a custom form as its next version (template forms answer 409) */
    put: operations['putFormsById'];
    post?: never;
    /** Soft-delete a form no live bucket holds; its submissions are kept */
    delete: operations['deleteFormsById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/forms/{id}/customize': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Make the clinic's own version of a template form (the original stays) */
    post: operations['postFormsByIdCustomize'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/forms/{id}/customization': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Save a clinic's version of a template as its next version */
    put: operations['putFormsByIdCustomization'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/buckets': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A company's buckets, searched by title, form count or form title */
    get: operations['getBuckets'];
    put?: never;
    /** Create a bucket of the company’s live forms */
    post: operations['postBuckets'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/buckets/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One bucket with its forms in order */
    get: operations['getBucketsById'];
    /** Rename a bucket and replace its forms (order kept) */
    put: operations['putBucketsById'];
    post?: never;
    /** Delete a bucket (links already sent keep their record) */
    delete: operations['deleteBucketsById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/forms/send': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a form: one link per e-mail address and phone number */
    post: operations['postFormsSend'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/buckets/send': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a bucket: one link per e-mail address and phone number */
    post: operations['postBucketsSend'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/sending/defaults': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What a send starts from: the clinic's patients' language */
    get: operations['getSendingDefaults'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/links': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A company's sent links (Activity; of one form or bucket when named), newest first, filtered by state and searched by patient, recipient or title */
    get: operations['getLinks'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/links/{id}/resend': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a link again under a new token (the old URL stops working) */
    post: operations['postLinksByIdResend'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/links/{id}/extend': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Let a link work longer: days more than its expiry, or than now if it expired */
    post: operations['postLinksByIdExtend'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/links/{id}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Cancel a link: it stops working at once and no reminder follows */
    post: operations['postLinksByIdCancel'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/visits': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A clinic's visits of the coming days (its zone), with how many packets are ready */
    get: operations['getVisits'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/links/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A patient link's forms and practice; an unknown token, or a link of a practice that is closed, is 404; a link that was submitted, expired or cancelled is 410 saying which, with the practice to call */
    get: operations['getPatientLink'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/links/{token}/renewal': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The patient of an expired or cancelled link asks the practice for a new one; the clinic is told at most once a day per link; a submitted link is 409 */
    post: operations['postPublicLinksByTokenRenewal'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/links/{token}/send-again': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The URL of an older message (a resend replaced its token) asks for the link's newest URL again, to the same recipient by the same channel; the same answer whether or not a message could go; a submitted, expired or cancelled link is 410 saying which */
    post: operations['postPublicLinksByTokenSendAgain'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/links/{token}/consent': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The patient accepts the e-sign disclosure, once per link, before the link's first signature; the version of its text and the time are recorded */
    post: operations['postPublicLinksByTokenConsent'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/links/{token}/language': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** The patient switched the page's language: the link keeps it, and its submission, PDF, reminders and other devices follow it; a submitted or expired link is 404 */
    put: operations['putPublicLinksByTokenLanguage'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/links/{token}/submit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Submit one form of a patient link; the last one completes the link */
    post: operations['submitPatientLink'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/links/{token}/draft': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Keep the patient's answers so far on the server (signatures left out, sealed), so another device can continue the link; only an open link takes one */
    put: operations['putPublicLinksByTokenDraft'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/links/{token}/handoff': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Make a code (valid 15 minutes, once) that continues this link on another device after the patient's date of birth is confirmed there; saves the draft given */
    post: operations['postPublicLinksByTokenHandoff'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/handoffs/claim': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Continue a link on this device: a hand-off's code and the patient's date of birth answer the link's token and the answers saved so far. Unknown or expired codes are 404/410, a wrong date 422 (five lock the code: 429) */
    post: operations['postPublicHandoffsClaim'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/copies/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A patient's copy: its practice, kind, expiry and whether its PDFs are ready; nothing of the patient. Unknown 404, expired 410, locked by wrong birth dates 429 */
    get: operations['getPublicCopiesByToken'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/copies/{token}/pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The visit's signed PDFs as one file; an e-mailed copy needs the patient's date of birth (422 with the tries left, the fifth wrong one locks it: 429). 409 while a PDF is still being made; 202 with what the patient is told when it failed or is late (the copy will follow by the link's channel, or the practice gives it) */
    post: operations['postPublicCopiesByTokenPdf'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/company/patient-copies': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether the clinic e-mails its patients a copy of what they signed */
    get: operations['getCompanyPatientCopies'];
    /** Turn on or off e-mailing patients a copy of what they signed */
    put: operations['putCompanyPatientCopies'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kiosk/devices': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The clinic's tablets in kiosk mode */
    get: operations['getKioskDevices'];
    put?: never;
    /** Put this tablet into kiosk mode for the clinic; answers the device's token once */
    post: operations['postKioskDevices'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kiosk/devices/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** End a tablet's kiosk mode; its unfinished fills are cancelled */
    delete: operations['deleteKioskDevicesById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kiosk/session': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The kiosk's start screen: the practice, its live forms and buckets (titles only) */
    get: operations['getKioskSession'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kiosk/fills': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Start a form or bucket at the kiosk for the patient named: a short-lived kiosk link (the PIN is needed unless the clinic lets patients start) */
    post: operations['postKioskFills'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kiosk/fills/abandon': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Give up this tablet's unfinished fill: its link is cancelled for good */
    post: operations['postKioskFillsAbandon'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kiosk/exit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Leave kiosk mode with the clinic's PIN; wrong PINs are counted and lock PIN entry for a while */
    post: operations['postKioskExit'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/links/{token}/uploads': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Upload a photo or PDF for one of a link's file questions (the raw file, its type as Content-Type); the answer is { upload_id } to send with the form */
    post: operations['postPublicLinksByTokenUploads'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/reminders/stop': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Stop a link's reminders (the one-click stop of a reminder e-mail) */
    post: operations['postPublicRemindersStop'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/reminders/unsubscribe/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The one-click unsubscribe address opened in a browser: on to the stop page */
    get: operations['getPublicRemindersUnsubscribeByToken'];
    put?: never;
    /** Stop a link's reminders: a mail client's one-click unsubscribe (RFC 8058) */
    post: operations['postPublicRemindersUnsubscribeByToken'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/webhooks/twilio/sms': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Twilio's inbound SMS webhook (signed): STOP and START from a patient's phone */
    post: operations['postWebhooksTwilioSms'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/submitted-forms': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A company's patients with their submitted forms, newest first (searched, paged) */
    get: operations['getSubmittedForms'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/forms/pdf/download': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One submitted form's PDF (url is the file's 'submission:<id>' reference) */
    get: operations['getFormsPdfDownload'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/submissions/{id}/pdf/retry': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Make a submission's PDF again after it could not be created; 409 when its PDF has not failed */
    post: operations['postSubmissionsByIdPdfRetry'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/submitted-forms/packet.pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Selected submitted forms as one PDF: a first page listing them, then each form in the order submitted */
    get: operations['getSubmittedFormsPacketPdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/submitted-forms/packet.zip': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Selected submitted forms as a ZIP of their PDFs (streamed) */
    get: operations['getSubmittedFormsPacketZip'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/submissions/{id}/uploads': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A submitted form's uploaded photos and PDFs (their facts, not the files) */
    get: operations['getSubmissionsByIdUploads'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/submissions/{id}/uploads/{uploadId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One uploaded file of a submitted form, as the patient sent it after cleaning */
    get: operations['getSubmissionsByIdUploadsByUploadId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/documents/verify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Whether a PDF (the raw file as the body) is an unaltered copy of one of the clinic's submitted forms, and which one */
    post: operations['postDocumentsVerify'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/client-dashboard': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A clinic's figures: this month's links, encounters and patients; today's links in its time zone; the latest completions */
    get: operations['getClientDashboard'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/company/front-desk': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A clinic's time zone and reminder schedule (the default while it chose none) */
    get: operations['getCompanyFrontDesk'];
    /** Save a clinic's time zone and reminder schedule; the open links' reminders are re-planned */
    put: operations['putCompanyFrontDesk'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/company-users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The company's users by name, e-mail or role, a page at a time */
    get: operations['getCompanyUsers'];
    put?: never;
    /** Add a company user and e-mail them a set-password invitation */
    post: operations['postCompanyUsers'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/company-users/roles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Roles a company user can be given (Client Admin comes only with ownership) */
    get: operations['getCompanyUsersRoles'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/company-users/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One user of the company */
    get: operations['getCompanyUsersById'];
    put?: never;
    /** Update a company user; a new e-mail waits for both addresses to confirm it */
    post: operations['postCompanyUsersById'];
    /** Delete a company user and end their sessions (never the owner or oneself) */
    delete: operations['deleteCompanyUsersById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/company-users/{id}/email-change': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Cancel a company user's pending login e-mail change */
    delete: operations['deleteCompanyUsersByIdEmailChange'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/transfer/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The owner makes another user of the company its owner */
    post: operations['postAdminTransferById'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/card': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The company's card (zero or one) and whether payments run in demo mode */
    get: operations['getCard'];
    put?: never;
    /** Save the card: a Stripe PaymentMethod id, or a demo id (never a card number) */
    post: operations['postCard'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/card/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete the company's card */
    delete: operations['deleteCardById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/plans': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Active standard plans for the landing page and signup (no sign-in) */
    get: operations['getPublicPlans'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/signup/config': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Payment mode of the wizard: demo card form, or Stripe with its publishable key */
    get: operations['getSignupConfig'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/signup/challenge': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A proof-of-work challenge (ALTCHA) for the wizard to solve before registering */
    get: operations['getSignupChallenge'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/signup/check': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Step 2: checks the login e-mail is well formed (the same answer whether taken) */
    post: operations['postSignupCheck'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/signup/payment-intent': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Stripe mode: a PaymentIntent for the plan's first month */
    post: operations['postSignupPaymentIntent'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/register-client': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create a clinic from the signup wizard (first month paid), or hold a free trial until its e-mailed link is opened */
    post: operations['registerClient'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/signup/activate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Start a free trial from its e-mailed activation link (the link's token) */
    post: operations['postSignupActivate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/billing/stripe/webhook': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Stripe's payment events (signed): an off-session charge succeeded or failed */
    post: operations['postBillingStripeWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/company/billing/standing': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The company's standing and the oldest unpaid invoice (the payment banner) */
    get: operations['getCompanyBillingStanding'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/company/billing': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The clinic's plan, this month's usage and cost so far, next charge and card */
    get: operations['getCompanyBilling'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/company/billing/invoices': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The clinic's invoices, newest first, paged */
    get: operations['getCompanyBillingInvoices'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/company/billing/invoices/{id}/pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One of the clinic’s invoices as a PDF file */
    get: operations['getCompanyBillingInvoicesByIdPdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/company/billing/invoices/{id}/pay': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Pay an unpaid invoice now, with the saved card or a new one (never a card number) */
    post: operations['postCompanyBillingInvoicesByIdPay'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/company/billing/plan-change': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Ask provider staff for another plan (one open request at a time) */
    post: operations['postCompanyBillingPlanChange'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/company/plan-change/{companyId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A client's open plan change request, for its company page (null when none) */
    get: operations['getCompanyPlanChangeByCompanyId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/company/plan-change/{companyId}/resolve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mark a client's open plan change request resolved */
    post: operations['postCompanyPlanChangeByCompanyIdResolve'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/company/practice-profile': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The practice's phone, address, logo and brand colour */
    get: operations['getCompanyPracticeProfile'];
    /** Save the practice's phone, address, brand colour (shown to its patients) and the language patient links default to */
    put: operations['putCompanyPracticeProfile'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/company/practice-profile/logo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Replace the practice's logo (multipart, field logo: PNG, JPEG or WebP, 2 MB) */
    post: operations['postCompanyPracticeProfileLogo'];
    /** Remove the practice's logo (its pages, PDFs and e-mails show the name alone) */
    delete: operations['deleteCompanyPracticeProfileLogo'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/audit-log': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Audit log entries, newest first, filtered by user, company, action and dates */
    get: operations['getAuditLog'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/audit-log/export.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The filtered audit log as CSV (newest first, at most 100,000 rows) */
    get: operations['getAuditLogExportCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/audit-log/actions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every action name in the log, for the action filter */
    get: operations['getAuditLogActions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/login/mfa': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Finish a two-factor sign-in with an app code or a recovery code */
    post: operations['postLoginMfa'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/login/mfa/setup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** REQUIRE_STAFF_MFA enrolment at sign-in: the new secret */
    post: operations['postLoginMfaSetup'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/login/mfa/enable': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** REQUIRE_STAFF_MFA enrolment at sign-in: confirm a code, get the session */
    post: operations['postLoginMfaEnable'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/sessions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Your live sessions: created, last seen, IP, browser, and which is this one */
    get: operations['getAccountSessions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/sessions/revoke-others': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign out every other session of yours */
    post: operations['postAccountSessionsRevokeOthers'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/sessions/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Sign out one of your sessions */
    delete: operations['deleteAccountSessionsById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/reauth': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Confirm the password (and a code with two-factor): sensitive changes for 5 minutes */
    post: operations['postAccountReauth'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/mfa': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether two-factor sign-in is on, and recovery codes left */
    get: operations['getAccountMfa'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/mfa/setup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Start two-factor setup: a new secret and its otpauth URI (re-authentication) */
    post: operations['postAccountMfaSetup'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/mfa/enable': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Turn two-factor on with a code from the app; answers the recovery codes once */
    post: operations['postAccountMfaEnable'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/mfa/disable': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Turn two-factor off (re-authentication) */
    post: operations['postAccountMfaDisable'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/mfa/recovery-codes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Replace the recovery codes (re-authentication); answers the new ones once */
    post: operations['postAccountMfaRecoveryCodes'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/email-change/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What a confirmation link confirms (addresses masked); opening it changes nothing */
    get: operations['getPublicEmailChangeByToken'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/email-change/{token}/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Confirm one address; the second confirmation makes the change */
    post: operations['postPublicEmailChangeByTokenConfirm'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/email-change': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Your own login e-mail change waiting for confirmation, if any */
    get: operations['getAccountEmailChange'];
    put?: never;
    /** Change your own login e-mail (after re-authentication); the new address confirms */
    post: operations['postAccountEmailChange'];
    /** Cancel your own pending login e-mail change */
    delete: operations['deleteAccountEmailChange'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/{id}/email/force': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Super Admin only: change an account's login e-mail at once, with a reason */
    post: operations['postUsersByIdEmailForce'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/healthz': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Answers 200 when the database answers */
    get: operations['getHealth'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    Error: {
      message: string;
      errors?: {
        [key: string]: string[];
      };
    };
  };
  responses: {
    /** @description The request could not be read or was malformed. */
    BadRequest: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description No live session: the token is missing, unknown or ended. Sign in again. */
    Unauthenticated: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The session's role lacks the permission this operation needs. */
    Forbidden: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description No such record, or none the caller may see. */
    NotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The change conflicts with the current state (a duplicate, a step already taken). */
    Conflict: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The body is larger than this operation takes; `errors` names the field. */
    TooLarge: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The body's Content-Type is not one this operation takes; `errors` names the field. */
    UnsupportedType: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description Invalid input: `errors` names each field (by its path) with its messages. */
    InvalidInput: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description Too many attempts: retry after the seconds of the Retry-After header. */
    TooManyRequests: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
  };
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  login: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
          password: string;
          /** @default false */
          remember?: boolean;
          altcha?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | {
                token: string;
                user: {
                  id: number;
                  first_name: string;
                  last_name: string;
                  email: string;
                  role: string;
                  role_id: number;
                  /** @enum {string} */
                  user_type: 'provider' | 'clinic';
                  associate_id: number | null;
                  company_id: number | null;
                  company: {
                    name: string;
                  } | null;
                  is_owner: boolean;
                };
                permissions: string[];
                expires_at: string;
              }
            | {
                /** @enum {boolean} */
                mfa_required: true;
                challenge: string;
                expires_at: string;
              }
            | {
                /** @enum {boolean} */
                mfa_setup_required: true;
                setup_token: string;
                expires_at: string;
              };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getLoginChallenge: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            parameters: {
              algorithm: string;
              cost: number;
              keyLength?: number;
              keyPrefix: string;
              nonce: string;
              salt: string;
            } & {
              [key: string]: unknown;
            };
            signature?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postLoginUnlock: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  logout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getCurrentUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            user: {
              id: number;
              first_name: string;
              last_name: string;
              email: string;
              role: string;
              role_id: number;
              /** @enum {string} */
              user_type: 'provider' | 'clinic';
              associate_id: number | null;
              company_id: number | null;
              company: {
                name: string;
              } | null;
              is_owner: boolean;
            };
            permissions: string[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  requestPasswordReset: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  resetPassword: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        tokenId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          password: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  changePassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          old_password: string;
          password: string;
          confirm_password: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getPermissions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            permissions: {
              id: number;
              key: string;
              name: string;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getOutbox: {
    parameters: {
      query?: {
        page?: number;
        per_page?: number;
        search?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              /** @enum {string} */
              channel: 'email' | 'sms';
              to: string;
              subject: string | null;
              text: string;
              link_removed: boolean;
              /** @enum {string} */
              state: 'pending' | 'sent' | 'outbox' | 'failed';
              attempts: number;
              created_at: string;
              delivered_at: string | null;
            }[];
            page: number;
            per_page: number;
            total: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getNotifications: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              title: string;
              body: string;
              read: boolean;
              created_at: string;
              link_path: string | null;
            }[];
            unread: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postNotificationsReadAll: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getMeNotificationSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @enum {string} */
              completion_email: 'instant' | 'digest' | 'off';
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  putMeNotificationSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          completion_email: 'instant' | 'digest' | 'off';
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @enum {string} */
              completion_email: 'instant' | 'digest' | 'off';
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getFormTemplates: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            templates: {
              id: number;
              title: string;
              version: number;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getFormTemplatesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              title: string;
              version: number;
              sections: {
                title: string;
                fields: {
                  id: number;
                  name: string;
                  type: string;
                  is_required: 0 | 1;
                  label: string;
                  options?: {
                    value: string;
                    label: string;
                  }[];
                  defaultValue?: unknown;
                  readOnly?: boolean;
                  showIf?: {
                    /**
                     * @default all
                     * @enum {string}
                     */
                    join: 'all' | 'any';
                    conditions: {
                      field: string;
                      /** @enum {string} */
                      op: 'equals' | 'one_of' | 'checked' | 'not_empty';
                      /** @default [] */
                      values: string[];
                    }[];
                  };
                  position_x?: number;
                  position_y?: number;
                  height?: number;
                  width?: number;
                }[];
              }[];
              legalText: string[];
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getPlan: {
    parameters: {
      query?: {
        active?: '0' | '1';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            plans: {
              id: number;
              name: string;
              encounter: number;
              price: number;
              overage_cost: number | null;
              description: string | null;
              is_active: 0 | 1;
              on_demand: boolean;
              company_name: string | null;
              created_at: string;
            }[];
            'custom-plans': {
              id: number;
              name: string;
              encounter: number;
              price: number;
              overage_cost: number | null;
              description: string | null;
              is_active: 0 | 1;
              on_demand: boolean;
              company_name: string | null;
              created_at: string;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postPlan: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          encounter?: string | number;
          price?: string | number;
          overage_cost?: string | number;
          description?: string | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            data: {
              id: number;
              name: string;
              encounter: number;
              price: number;
              overage_cost: number | null;
              description: string | null;
              is_active: 0 | 1;
              on_demand: boolean;
              company_name: string | null;
              created_at: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getPlanById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              name: string;
              encounter: number;
              price: number;
              overage_cost: number | null;
              description: string | null;
              is_active: 0 | 1;
              on_demand: boolean;
              company_name: string | null;
              created_at: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getPlanEditById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              name: string;
              encounter: number;
              price: number;
              overage_cost: number | null;
              description: string | null;
              is_active: 0 | 1;
              on_demand: boolean;
              company_name: string | null;
              created_at: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postPlanCustom: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          company_name: string;
          encounter?: string | number;
          price?: string | number;
          overage_cost?: string | number;
          description?: string | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            data: {
              id: number;
              name: string;
              encounter: number;
              price: number;
              overage_cost: number | null;
              description: string | null;
              is_active: 0 | 1;
              on_demand: boolean;
              company_name: string | null;
              created_at: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  putPlanUpdateById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          encounter?: string | number;
          price?: string | number;
          overage_cost?: string | number;
          description?: string | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            data: {
              id: number;
              name: string;
              encounter: number;
              price: number;
              overage_cost: number | null;
              description: string | null;
              is_active: 0 | 1;
              on_demand: boolean;
              company_name: string | null;
              created_at: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  putPlanStatusUpdateById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          is_active: 0 | 1 | '0' | '1';
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            data: {
              id: number;
              name: string;
              encounter: number;
              price: number;
              overage_cost: number | null;
              description: string | null;
              is_active: 0 | 1;
              on_demand: boolean;
              company_name: string | null;
              created_at: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  deletePlanDeleteById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getCompany: {
    parameters: {
      query?: {
        page?: number;
        per_page?: number;
        search?: string;
        reference_id?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            companies: {
              id: number;
              name: string;
              status: 0 | 1;
              created_at: string;
              reference_id: number | null;
              plan: {
                id: number;
                name: string;
                plan_type: string;
                price: number;
                encounter: number;
                overage_cost: number | null;
                on_demand: boolean;
              } | null;
              usage: {
                used: number;
                allocated: number;
              };
              /** @enum {string|null} */
              subscription_status: 'trial' | 'paid' | 'pending' | 'suspended' | null;
            }[];
            total: number;
            total_capped?: boolean;
            has_more: boolean;
            page: number;
            per_page: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getCompanySalesPerson: {
    parameters: {
      query?: {
        page?: number;
        per_page?: number;
        search?: string;
        reference_id?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            companies: {
              id: number;
              name: string;
              status: 0 | 1;
              created_at: string;
              reference_id: number | null;
              plan: {
                id: number;
                name: string;
                plan_type: string;
                price: number;
                encounter: number;
                overage_cost: number | null;
                on_demand: boolean;
              } | null;
              usage: {
                used: number;
                allocated: number;
              };
              /** @enum {string|null} */
              subscription_status: 'trial' | 'paid' | 'pending' | 'suspended' | null;
            }[];
            total: number;
            total_capped?: boolean;
            has_more: boolean;
            page: number;
            per_page: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getCompanySalesContacts: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            users: {
              id: number;
              first_name: string;
              last_name: string;
              email: string;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getCompanyEditById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              name: string;
              address: string | null;
              address1: string | null;
              city: string | null;
              state: string | null;
              zip: string | null;
              contact_first_name: string | null;
              contact_person_last_name: string | null;
              phone: string | null;
              ext: string | null;
              email: string | null;
              billing_email: string | null;
              plan_type: string;
              plan_id: number | null;
              plan: {
                id: number;
                name: string;
                plan_type: string;
                price: number;
                encounter: number;
                overage_cost: number | null;
                on_demand: boolean;
              } | null;
              reference_id: number | null;
              referenceuser: {
                id: number;
                associate_id: number | null;
                name: string;
              } | null;
              admin: {
                id: number;
                first_name: string;
                last_name: string;
                email: string;
              } | null;
              status: 0 | 1;
              in_active_reason: string | null;
              logo_url: string | null;
              time_zone: string;
              created_at: string;
              usage: {
                used: number;
                allocated: number;
              };
              subscription: {
                /** @enum {string} */
                status: 'trial' | 'paid' | 'pending' | 'suspended';
                trial_ends_at: string | null;
                current_period_start: string;
                current_period_end: string;
                next_payment_at: string | null;
              } | null;
              pending_email_change?: {
                id: number;
                new_email: string;
                requested_at: string;
                expires_at: string;
                current_confirmed: boolean;
                new_confirmed: boolean;
              } | null;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getCompanyViewById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              name: string;
              address: string | null;
              address1: string | null;
              city: string | null;
              state: string | null;
              zip: string | null;
              contact_first_name: string | null;
              contact_person_last_name: string | null;
              phone: string | null;
              ext: string | null;
              email: string | null;
              billing_email: string | null;
              plan_type: string;
              plan_id: number | null;
              plan: {
                id: number;
                name: string;
                plan_type: string;
                price: number;
                encounter: number;
                overage_cost: number | null;
                on_demand: boolean;
              } | null;
              reference_id: number | null;
              referenceuser: {
                id: number;
                associate_id: number | null;
                name: string;
              } | null;
              admin: {
                id: number;
                first_name: string;
                last_name: string;
                email: string;
              } | null;
              status: 0 | 1;
              in_active_reason: string | null;
              logo_url: string | null;
              time_zone: string;
              created_at: string;
              usage: {
                used: number;
                allocated: number;
              };
              subscription: {
                /** @enum {string} */
                status: 'trial' | 'paid' | 'pending' | 'suspended';
                trial_ends_at: string | null;
                current_period_start: string;
                current_period_end: string;
                next_payment_at: string | null;
              } | null;
              pending_email_change?: {
                id: number;
                new_email: string;
                requested_at: string;
                expires_at: string;
                current_confirmed: boolean;
                new_confirmed: boolean;
              } | null;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getCompanyUpdateById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              name: string;
              address: string | null;
              address1: string | null;
              city: string | null;
              state: string | null;
              zip: string | null;
              contact_first_name: string | null;
              contact_person_last_name: string | null;
              phone: string | null;
              ext: string | null;
              email: string | null;
              billing_email: string | null;
              plan_type: string;
              plan_id: number | null;
              plan: {
                id: number;
                name: string;
                plan_type: string;
                price: number;
                encounter: number;
                overage_cost: number | null;
                on_demand: boolean;
              } | null;
              reference_id: number | null;
              referenceuser: {
                id: number;
                associate_id: number | null;
                name: string;
              } | null;
              admin: {
                id: number;
                first_name: string;
                last_name: string;
                email: string;
              } | null;
              status: 0 | 1;
              in_active_reason: string | null;
              logo_url: string | null;
              time_zone: string;
              created_at: string;
              usage: {
                used: number;
                allocated: number;
              };
              subscription: {
                /** @enum {string} */
                status: 'trial' | 'paid' | 'pending' | 'suspended';
                trial_ends_at: string | null;
                current_period_start: string;
                current_period_end: string;
                next_payment_at: string | null;
              } | null;
              pending_email_change?: {
                id: number;
                new_email: string;
                requested_at: string;
                expires_at: string;
                current_confirmed: boolean;
                new_confirmed: boolean;
              } | null;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postCompanyUpdateById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          address: string;
          address1?: string | null;
          city: string;
          state: string;
          zip: string;
          cntPersonName: string;
          cntLastName: string;
          cntPhoneNumber: string;
          ext?: string | null;
          email: string;
          billing_email: string;
          /**
           * @default monthly
           * @enum {string}
           */
          plan_type?: 'monthly';
          plan_id: number;
          reference_id: number | null;
          current_plan_id?: number | null;
          time_zone?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            message: string;
            data: {
              id: number;
              name: string;
              address: string | null;
              address1: string | null;
              city: string | null;
              state: string | null;
              zip: string | null;
              contact_first_name: string | null;
              contact_person_last_name: string | null;
              phone: string | null;
              ext: string | null;
              email: string | null;
              billing_email: string | null;
              plan_type: string;
              plan_id: number | null;
              plan: {
                id: number;
                name: string;
                plan_type: string;
                price: number;
                encounter: number;
                overage_cost: number | null;
                on_demand: boolean;
              } | null;
              reference_id: number | null;
              referenceuser: {
                id: number;
                associate_id: number | null;
                name: string;
              } | null;
              admin: {
                id: number;
                first_name: string;
                last_name: string;
                email: string;
              } | null;
              status: 0 | 1;
              in_active_reason: string | null;
              logo_url: string | null;
              time_zone: string;
              created_at: string;
              usage: {
                used: number;
                allocated: number;
              };
              subscription: {
                /** @enum {string} */
                status: 'trial' | 'paid' | 'pending' | 'suspended';
                trial_ends_at: string | null;
                current_period_start: string;
                current_period_end: string;
                next_payment_at: string | null;
              } | null;
              pending_email_change?: {
                id: number;
                new_email: string;
                requested_at: string;
                expires_at: string;
                current_confirmed: boolean;
                new_confirmed: boolean;
              } | null;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postCompanyStore: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          address: string;
          address1?: string | null;
          city: string;
          state: string;
          zip: string;
          cntPersonName: string;
          cntLastName: string;
          cntPhoneNumber: string;
          ext?: string | null;
          email: string;
          billing_email: string;
          /**
           * @default monthly
           * @enum {string}
           */
          plan_type?: 'monthly';
          plan_id: number;
          reference_id: number | null;
          current_plan_id?: number | null;
          time_zone?: string;
          logo?: unknown;
        };
        'multipart/form-data': {
          name: string;
          address: string;
          address1?: string | null;
          city: string;
          state: string;
          zip: string;
          cntPersonName: string;
          cntLastName: string;
          cntPhoneNumber: string;
          ext?: string | null;
          email: string;
          billing_email: string;
          /**
           * @default monthly
           * @enum {string}
           */
          plan_type?: 'monthly';
          plan_id: number;
          reference_id: number | null;
          current_plan_id?: number | null;
          time_zone?: string;
          logo?: unknown;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            status: true;
            message: string;
            data: {
              id: number;
              name: string;
              address: string | null;
              address1: string | null;
              city: string | null;
              state: string | null;
              zip: string | null;
              contact_first_name: string | null;
              contact_person_last_name: string | null;
              phone: string | null;
              ext: string | null;
              email: string | null;
              billing_email: string | null;
              plan_type: string;
              plan_id: number | null;
              plan: {
                id: number;
                name: string;
                plan_type: string;
                price: number;
                encounter: number;
                overage_cost: number | null;
                on_demand: boolean;
              } | null;
              reference_id: number | null;
              referenceuser: {
                id: number;
                associate_id: number | null;
                name: string;
              } | null;
              admin: {
                id: number;
                first_name: string;
                last_name: string;
                email: string;
              } | null;
              status: 0 | 1;
              in_active_reason: string | null;
              logo_url: string | null;
              time_zone: string;
              created_at: string;
              usage: {
                used: number;
                allocated: number;
              };
              subscription: {
                /** @enum {string} */
                status: 'trial' | 'paid' | 'pending' | 'suspended';
                trial_ends_at: string | null;
                current_period_start: string;
                current_period_end: string;
                next_payment_at: string | null;
              } | null;
              pending_email_change?: {
                id: number;
                new_email: string;
                requested_at: string;
                expires_at: string;
                current_confirmed: boolean;
                new_confirmed: boolean;
              } | null;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  deleteCompanyEmailChangeById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postCompanyStatusUpdateById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          status: 0 | 1 | '0' | '1';
          reason?: string | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              name: string;
              address: string | null;
              address1: string | null;
              city: string | null;
              state: string | null;
              zip: string | null;
              contact_first_name: string | null;
              contact_person_last_name: string | null;
              phone: string | null;
              ext: string | null;
              email: string | null;
              billing_email: string | null;
              plan_type: string;
              plan_id: number | null;
              plan: {
                id: number;
                name: string;
                plan_type: string;
                price: number;
                encounter: number;
                overage_cost: number | null;
                on_demand: boolean;
              } | null;
              reference_id: number | null;
              referenceuser: {
                id: number;
                associate_id: number | null;
                name: string;
              } | null;
              admin: {
                id: number;
                first_name: string;
                last_name: string;
                email: string;
              } | null;
              status: 0 | 1;
              in_active_reason: string | null;
              logo_url: string | null;
              time_zone: string;
              created_at: string;
              usage: {
                used: number;
                allocated: number;
              };
              subscription: {
                /** @enum {string} */
                status: 'trial' | 'paid' | 'pending' | 'suspended';
                trial_ends_at: string | null;
                current_period_start: string;
                current_period_end: string;
                next_payment_at: string | null;
              } | null;
              pending_email_change?: {
                id: number;
                new_email: string;
                requested_at: string;
                expires_at: string;
                current_confirmed: boolean;
                new_confirmed: boolean;
              } | null;
            };
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getCompanyDeleteById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getLogosByFile: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        file: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/png': string;
          'image/jpeg': string;
          'image/webp': string;
        };
      };
      422: components['responses']['InvalidInput'];
    };
  };
  postAllUsers: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          user_id?: number;
          search?: string;
          /** @default 1 */
          page?: number;
          /** @default 10 */
          per_page?: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            users: {
              id: number;
              first_name: string;
              last_name: string;
              email: string;
              phone_number: string | null;
              role: string;
              role_id: number;
              created_at: string;
              pending_email_change?: {
                id: number;
                new_email: string;
                requested_at: string;
                expires_at: string;
                current_confirmed: boolean;
                new_confirmed: boolean;
              } | null;
            }[];
            total: number;
            page: number;
            per_page: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postRoles: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            roles: {
              id: number;
              name: string;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getEditUserById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              first_name: string;
              last_name: string;
              email: string;
              phone_number: string | null;
              role: string;
              role_id: number;
              created_at: string;
              pending_email_change?: {
                id: number;
                new_email: string;
                requested_at: string;
                expires_at: string;
                current_confirmed: boolean;
                new_confirmed: boolean;
              } | null;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postAddUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          first_name: string;
          last_name: string;
          email: string;
          phone_number: string;
          role_id: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            data: {
              id: number;
              first_name: string;
              last_name: string;
              email: string;
              phone_number: string | null;
              role: string;
              role_id: number;
              created_at: string;
              pending_email_change?: {
                id: number;
                new_email: string;
                requested_at: string;
                expires_at: string;
                current_confirmed: boolean;
                new_confirmed: boolean;
              } | null;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postUpdateUserById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          first_name: string;
          last_name: string;
          email: string;
          phone_number: string;
          role_id: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            data: {
              id: number;
              first_name: string;
              last_name: string;
              email: string;
              phone_number: string | null;
              role: string;
              role_id: number;
              created_at: string;
              pending_email_change?: {
                id: number;
                new_email: string;
                requested_at: string;
                expires_at: string;
                current_confirmed: boolean;
                new_confirmed: boolean;
              } | null;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  deleteUsersByIdEmailChange: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  deleteDeleteUserById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postCompanyEmployeeRoleChange: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          user_id: number;
          role_id: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            data: {
              id: number;
              first_name: string;
              last_name: string;
              email: string;
              phone_number: string | null;
              role: string;
              role_id: number;
              created_at: string;
              pending_email_change?: {
                id: number;
                new_email: string;
                requested_at: string;
                expires_at: string;
                current_confirmed: boolean;
                new_confirmed: boolean;
              } | null;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getRolesList: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            roles: {
              id: number;
              name: string;
              /** @enum {string} */
              kind: 'provider' | 'clinic';
              is_system: boolean;
              permissions: string[];
              users_count: number;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getRolesViewById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              name: string;
              /** @enum {string} */
              kind: 'provider' | 'clinic';
              is_system: boolean;
              permissions: string[];
              users_count: number;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getRolesEditById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              name: string;
              /** @enum {string} */
              kind: 'provider' | 'clinic';
              is_system: boolean;
              permissions: string[];
              users_count: number;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postRolesStore: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          permissions: string[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            data: {
              id: number;
              name: string;
              /** @enum {string} */
              kind: 'provider' | 'clinic';
              is_system: boolean;
              permissions: string[];
              users_count: number;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  putRolesUpdateById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          permissions: string[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            data: {
              id: number;
              name: string;
              /** @enum {string} */
              kind: 'provider' | 'clinic';
              is_system: boolean;
              permissions: string[];
              users_count: number;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  deleteRolesDeleteById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getDashboard: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            totalPatients: number;
            total_clients: number;
            total_forms: number;
            total_revenue: number;
            transactions: {
              id: number;
              clientName: string;
              planName: string;
              lastMonthEncounters: number;
              lastMonthPayAmount: number;
              /** @enum {string} */
              status: 'Active/Trial' | 'Active/Paid' | 'Active/Pending' | 'Suspended';
            }[];
            chart: {
              month: string;
              revenue: number;
              encounters: number;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getDashboardTransactions: {
    parameters: {
      query?: {
        page?: number;
        per_page?: number;
        search?: string;
        filter?: 'All' | 'Active/Trial' | 'Active' | 'Active/Paid' | 'Active/Pending' | 'Suspended';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              clientName: string;
              planName: string;
              lastMonthEncounters: number;
              lastMonthPayAmount: number;
              /** @enum {string} */
              status: 'Active/Trial' | 'Active/Paid' | 'Active/Pending' | 'Suspended';
            }[];
            total: number;
            page: number;
            per_page: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getDashboardSetup: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            steps: {
              /** @enum {string} */
              key: 'plan' | 'client' | 'email';
              done: boolean;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getDashboardByParam: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        param: 'All' | 'Active/Trial' | 'Active' | 'Active/Paid' | 'Active/Pending' | 'Suspended';
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            totalPatients: number;
            total_clients: number;
            total_forms: number;
            total_revenue: number;
            transactions: {
              id: number;
              clientName: string;
              planName: string;
              lastMonthEncounters: number;
              lastMonthPayAmount: number;
              /** @enum {string} */
              status: 'Active/Trial' | 'Active/Paid' | 'Active/Pending' | 'Suspended';
            }[];
            chart: {
              month: string;
              revenue: number;
              encounters: number;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getTransactionsAll: {
    parameters: {
      query?: {
        page?: number;
        per_page?: number;
        search?: string;
        reference_id?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              company: {
                id: number;
                name: string;
              };
              subscription: {
                plan: {
                  name: string;
                  on_demand: boolean;
                };
              };
              /** @enum {string} */
              planType: 'Standard Plan' | 'Custom Plan';
              nextPaymentDate: string | null;
              lastPaymentDate: string | null;
              lastMonthEncounters: number;
              lastMonthPayAmount: number;
              /** @enum {string} */
              status: 'Active' | 'Pending' | 'Trial' | 'Suspended';
              invoiceId: number | null;
            }[];
            total: number;
            page: number;
            per_page: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getTransactionsGet: {
    parameters: {
      query?: {
        page?: number;
        per_page?: number;
        search?: string;
        reference_id?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              company: {
                id: number;
                name: string;
              };
              subscription: {
                plan: {
                  name: string;
                  on_demand: boolean;
                };
              };
              /** @enum {string} */
              planType: 'Standard Plan' | 'Custom Plan';
              nextPaymentDate: string | null;
              lastPaymentDate: string | null;
              lastMonthEncounters: number;
              lastMonthPayAmount: number;
              /** @enum {string} */
              status: 'Active' | 'Pending' | 'Trial' | 'Suspended';
              invoiceId: number | null;
            }[];
            total: number;
            page: number;
            per_page: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getSubscription: {
    parameters: {
      query?: {
        status?:
          | ('trial' | 'paid' | 'pending' | 'suspended')
          | ('All' | 'Active/Trial' | 'Active' | 'Active/Paid' | 'Active/Pending' | 'Suspended');
        reference_id?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              /** @enum {string} */
              status: 'trial' | 'paid' | 'pending' | 'suspended';
              /** @enum {string} */
              label: 'Active/Trial' | 'Active/Paid' | 'Active/Pending' | 'Suspended';
              trial_ends_at: string | null;
              current_period_start: string;
              current_period_end: string;
              next_payment_at: string | null;
              company: {
                id: number;
                name: string;
              };
              plan: {
                id: number;
                name: string;
                encounter: number;
                price: number;
                overage_cost: number | null;
                on_demand: boolean;
              };
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getCompanyInvoiceByCompanyId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        companyId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              number: string;
              plan_name: string;
              period_start: string;
              period_end: string;
              encounters: number;
              plan_price: number;
              overage_amount: number;
              amount: number;
              /** @enum {string} */
              status: 'paid' | 'pending' | 'failed' | 'void';
              due_at: string;
              paid_at: string | null;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getCompanySubscriptionIndexByCompanyId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        companyId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              /** @enum {string} */
              status: 'trial' | 'paid' | 'pending' | 'suspended';
              /** @enum {string} */
              label: 'Active/Trial' | 'Active/Paid' | 'Active/Pending' | 'Suspended';
              trial_ends_at: string | null;
              current_period_start: string;
              current_period_end: string;
              next_payment_at: string | null;
              company: {
                id: number;
                name: string;
              };
              plan: {
                id: number;
                name: string;
                encounter: number;
                price: number;
                overage_cost: number | null;
                on_demand: boolean;
              };
            } | null;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getInvoicesByIdDownload: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The invoice PDF */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': unknown;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getForms: {
    parameters: {
      query?: {
        company_id?: number | null;
        search?: string;
        page?: number;
        per_page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              title: string;
              description: string | null;
              status: 0 | 1;
              template_id: number | null;
              version: number;
              field_count: number;
              customized: boolean;
              updated_at: string;
            }[];
            total: number;
            page: number;
            per_page: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postForms: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          company_id?: number | null;
          title: string;
          description?: string | null;
          fields: {
            name: string;
            label?: string | null;
            /** @enum {string} */
            input_type:
              | 'text'
              | 'email'
              | 'tel'
              | 'number'
              | 'checkbox'
              | 'date'
              | 'select'
              | 'radio'
              | 'textarea'
              | 'signature'
              | 'yes_no'
              | 'initials'
              | 'heading'
              | 'paragraph'
              | 'file';
            /** @default 0 */
            is_required?: 0 | 1 | boolean;
            /** @default [] */
            options?: string[];
            help?: string | null;
            text?: string | null;
            min_length?: number | null;
            max_length?: number | null;
            min?: number | null;
            max?: number | null;
            /** @enum {string|null} */
            date_rule?: 'past' | 'future' | null;
            show_if?: {
              /**
               * @default all
               * @enum {string}
               */
              join?: 'all' | 'any';
              conditions: {
                field: string;
                /** @enum {string} */
                op: 'equals' | 'one_of' | 'checked' | 'not_empty';
                /** @default [] */
                values?: string[];
              }[];
            } | null;
          }[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            data: {
              id: number;
              title: string;
              description: string | null;
              status: 0 | 1;
              template_id: number | null;
              version: number;
              field_count: number;
              customized: boolean;
              updated_at: string;
              fields: {
                name: string;
                label: string;
                type: string;
                /** @enum {string} */
                input_type:
                  | 'text'
                  | 'email'
                  | 'tel'
                  | 'number'
                  | 'checkbox'
                  | 'date'
                  | 'select'
                  | 'radio'
                  | 'textarea'
                  | 'signature'
                  | 'yes_no'
                  | 'initials'
                  | 'heading'
                  | 'paragraph'
                  | 'file';
                is_required: 0 | 1;
                options: string[];
                help?: string;
                text?: string;
                min_length?: number | null;
                max_length?: number | null;
                min?: number | null;
                max?: number | null;
                /** @enum {string|null} */
                date_rule?: 'past' | 'future' | null;
                show_if?: {
                  /**
                   * @default all
                   * @enum {string}
                   */
                  join: 'all' | 'any';
                  conditions: {
                    field: string;
                    /** @enum {string} */
                    op: 'equals' | 'one_of' | 'checked' | 'not_empty';
                    /** @default [] */
                    values: string[];
                  }[];
                } | null;
              }[];
              tailoring: {
                customization: {
                  notice: string[] | null;
                  hidden: string[];
                  records_fee: string | null;
                  /** @default [] */
                  added: {
                    name: string;
                    label: string;
                    type: string;
                    /** @enum {string} */
                    input_type:
                      | 'text'
                      | 'email'
                      | 'tel'
                      | 'number'
                      | 'checkbox'
                      | 'date'
                      | 'select'
                      | 'radio'
                      | 'textarea'
                      | 'signature'
                      | 'yes_no'
                      | 'initials'
                      | 'heading'
                      | 'paragraph'
                      | 'file';
                    is_required: 0 | 1;
                    options: string[];
                    help?: string;
                    text?: string;
                    min_length?: number | null;
                    max_length?: number | null;
                    min?: number | null;
                    max?: number | null;
                    /** @enum {string|null} */
                    date_rule?: 'past' | 'future' | null;
                    show_if?: {
                      /**
                       * @default all
                       * @enum {string}
                       */
                      join: 'all' | 'any';
                      conditions: {
                        field: string;
                        /** @enum {string} */
                        op: 'equals' | 'one_of' | 'checked' | 'not_empty';
                        /** @default [] */
                        values: string[];
                      }[];
                    } | null;
                  }[];
                  /** @default false */
                  signature: boolean;
                } | null;
                practice: {
                  name: string;
                  state?: string | null;
                  phone?: string | null;
                  recordsFee?: string | null;
                };
                title: string;
                version: number;
              } | null;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getFormsById: {
    parameters: {
      query?: {
        company_id?: number | null;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              title: string;
              description: string | null;
              status: 0 | 1;
              template_id: number | null;
              version: number;
              field_count: number;
              customized: boolean;
              updated_at: string;
              fields: {
                name: string;
                label: string;
                type: string;
                /** @enum {string} */
                input_type:
                  | 'text'
                  | 'email'
                  | 'tel'
                  | 'number'
                  | 'checkbox'
                  | 'date'
                  | 'select'
                  | 'radio'
                  | 'textarea'
                  | 'signature'
                  | 'yes_no'
                  | 'initials'
                  | 'heading'
                  | 'paragraph'
                  | 'file';
                is_required: 0 | 1;
                options: string[];
                help?: string;
                text?: string;
                min_length?: number | null;
                max_length?: number | null;
                min?: number | null;
                max?: number | null;
                /** @enum {string|null} */
                date_rule?: 'past' | 'future' | null;
                show_if?: {
                  /**
                   * @default all
                   * @enum {string}
                   */
                  join: 'all' | 'any';
                  conditions: {
                    field: string;
                    /** @enum {string} */
                    op: 'equals' | 'one_of' | 'checked' | 'not_empty';
                    /** @default [] */
                    values: string[];
                  }[];
                } | null;
              }[];
              tailoring: {
                customization: {
                  notice: string[] | null;
                  hidden: string[];
                  records_fee: string | null;
                  /** @default [] */
                  added: {
                    name: string;
                    label: string;
                    type: string;
                    /** @enum {string} */
                    input_type:
                      | 'text'
                      | 'email'
                      | 'tel'
                      | 'number'
                      | 'checkbox'
                      | 'date'
                      | 'select'
                      | 'radio'
                      | 'textarea'
                      | 'signature'
                      | 'yes_no'
                      | 'initials'
                      | 'heading'
                      | 'paragraph'
                      | 'file';
                    is_required: 0 | 1;
                    options: string[];
                    help?: string;
                    text?: string;
                    min_length?: number | null;
                    max_length?: number | null;
                    min?: number | null;
                    max?: number | null;
                    /** @enum {string|null} */
                    date_rule?: 'past' | 'future' | null;
                    show_if?: {
                      /**
                       * @default all
                       * @enum {string}
                       */
                      join: 'all' | 'any';
                      conditions: {
                        field: string;
                        /** @enum {string} */
                        op: 'equals' | 'one_of' | 'checked' | 'not_empty';
                        /** @default [] */
                        values: string[];
                      }[];
                    } | null;
                  }[];
                  /** @default false */
                  signature: boolean;
                } | null;
                practice: {
                  name: string;
                  state?: string | null;
                  phone?: string | null;
                  recordsFee?: string | null;
                };
                title: string;
                version: number;
              } | null;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  putFormsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          company_id?: number | null;
          title: string;
          description?: string | null;
          fields: {
            name: string;
            label?: string | null;
            /** @enum {string} */
            input_type:
              | 'text'
              | 'email'
              | 'tel'
              | 'number'
              | 'checkbox'
              | 'date'
              | 'select'
              | 'radio'
              | 'textarea'
              | 'signature'
              | 'yes_no'
              | 'initials'
              | 'heading'
              | 'paragraph'
              | 'file';
            /** @default 0 */
            is_required?: 0 | 1 | boolean;
            /** @default [] */
            options?: string[];
            help?: string | null;
            text?: string | null;
            min_length?: number | null;
            max_length?: number | null;
            min?: number | null;
            max?: number | null;
            /** @enum {string|null} */
            date_rule?: 'past' | 'future' | null;
            show_if?: {
              /**
               * @default all
               * @enum {string}
               */
              join?: 'all' | 'any';
              conditions: {
                field: string;
                /** @enum {string} */
                op: 'equals' | 'one_of' | 'checked' | 'not_empty';
                /** @default [] */
                values?: string[];
              }[];
            } | null;
          }[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            data: {
              id: number;
              title: string;
              description: string | null;
              status: 0 | 1;
              template_id: number | null;
              version: number;
              field_count: number;
              customized: boolean;
              updated_at: string;
              fields: {
                name: string;
                label: string;
                type: string;
                /** @enum {string} */
                input_type:
                  | 'text'
                  | 'email'
                  | 'tel'
                  | 'number'
                  | 'checkbox'
                  | 'date'
                  | 'select'
                  | 'radio'
                  | 'textarea'
                  | 'signature'
                  | 'yes_no'
                  | 'initials'
                  | 'heading'
                  | 'paragraph'
                  | 'file';
                is_required: 0 | 1;
                options: string[];
                help?: string;
                text?: string;
                min_length?: number | null;
                max_length?: number | null;
                min?: number | null;
                max?: number | null;
                /** @enum {string|null} */
                date_rule?: 'past' | 'future' | null;
                show_if?: {
                  /**
                   * @default all
                   * @enum {string}
                   */
                  join: 'all' | 'any';
                  conditions: {
                    field: string;
                    /** @enum {string} */
                    op: 'equals' | 'one_of' | 'checked' | 'not_empty';
                    /** @default [] */
                    values: string[];
                  }[];
                } | null;
              }[];
              tailoring: {
                customization: {
                  notice: string[] | null;
                  hidden: string[];
                  records_fee: string | null;
                  /** @default [] */
                  added: {
                    name: string;
                    label: string;
                    type: string;
                    /** @enum {string} */
                    input_type:
                      | 'text'
                      | 'email'
                      | 'tel'
                      | 'number'
                      | 'checkbox'
                      | 'date'
                      | 'select'
                      | 'radio'
                      | 'textarea'
                      | 'signature'
                      | 'yes_no'
                      | 'initials'
                      | 'heading'
                      | 'paragraph'
                      | 'file';
                    is_required: 0 | 1;
                    options: string[];
                    help?: string;
                    text?: string;
                    min_length?: number | null;
                    max_length?: number | null;
                    min?: number | null;
                    max?: number | null;
                    /** @enum {string|null} */
                    date_rule?: 'past' | 'future' | null;
                    show_if?: {
                      /**
                       * @default all
                       * @enum {string}
                       */
                      join: 'all' | 'any';
                      conditions: {
                        field: string;
                        /** @enum {string} */
                        op: 'equals' | 'one_of' | 'checked' | 'not_empty';
                        /** @default [] */
                        values: string[];
                      }[];
                    } | null;
                  }[];
                  /** @default false */
                  signature: boolean;
                } | null;
                practice: {
                  name: string;
                  state?: string | null;
                  phone?: string | null;
                  recordsFee?: string | null;
                };
                title: string;
                version: number;
              } | null;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  deleteFormsById: {
    parameters: {
      query?: {
        company_id?: number | null;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postFormsByIdCustomize: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          company_id?: number | null;
          title: string;
          customization: {
            notice?: string[] | null;
            /** @default [] */
            hidden?: string[];
            records_fee?: string | null;
            added?: {
              name: string;
              label?: string | null;
              /** @enum {string} */
              input_type:
                | 'text'
                | 'email'
                | 'tel'
                | 'number'
                | 'checkbox'
                | 'date'
                | 'select'
                | 'radio'
                | 'textarea'
                | 'signature'
                | 'yes_no'
                | 'initials'
                | 'heading'
                | 'paragraph'
                | 'file';
              /** @default 0 */
              is_required?: 0 | 1 | boolean;
              /** @default [] */
              options?: string[];
              help?: string | null;
              text?: string | null;
              min_length?: number | null;
              max_length?: number | null;
              min?: number | null;
              max?: number | null;
              /** @enum {string|null} */
              date_rule?: 'past' | 'future' | null;
              show_if?: {
                /**
                 * @default all
                 * @enum {string}
                 */
                join?: 'all' | 'any';
                conditions: {
                  field: string;
                  /** @enum {string} */
                  op: 'equals' | 'one_of' | 'checked' | 'not_empty';
                  /** @default [] */
                  values?: string[];
                }[];
              } | null;
            }[];
            /** @default false */
            signature?: boolean;
          };
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            data: {
              id: number;
              title: string;
              description: string | null;
              status: 0 | 1;
              template_id: number | null;
              version: number;
              field_count: number;
              customized: boolean;
              updated_at: string;
              fields: {
                name: string;
                label: string;
                type: string;
                /** @enum {string} */
                input_type:
                  | 'text'
                  | 'email'
                  | 'tel'
                  | 'number'
                  | 'checkbox'
                  | 'date'
                  | 'select'
                  | 'radio'
                  | 'textarea'
                  | 'signature'
                  | 'yes_no'
                  | 'initials'
                  | 'heading'
                  | 'paragraph'
                  | 'file';
                is_required: 0 | 1;
                options: string[];
                help?: string;
                text?: string;
                min_length?: number | null;
                max_length?: number | null;
                min?: number | null;
                max?: number | null;
                /** @enum {string|null} */
                date_rule?: 'past' | 'future' | null;
                show_if?: {
                  /**
                   * @default all
                   * @enum {string}
                   */
                  join: 'all' | 'any';
                  conditions: {
                    field: string;
                    /** @enum {string} */
                    op: 'equals' | 'one_of' | 'checked' | 'not_empty';
                    /** @default [] */
                    values: string[];
                  }[];
                } | null;
              }[];
              tailoring: {
                customization: {
                  notice: string[] | null;
                  hidden: string[];
                  records_fee: string | null;
                  /** @default [] */
                  added: {
                    name: string;
                    label: string;
                    type: string;
                    /** @enum {string} */
                    input_type:
                      | 'text'
                      | 'email'
                      | 'tel'
                      | 'number'
                      | 'checkbox'
                      | 'date'
                      | 'select'
                      | 'radio'
                      | 'textarea'
                      | 'signature'
                      | 'yes_no'
                      | 'initials'
                      | 'heading'
                      | 'paragraph'
                      | 'file';
                    is_required: 0 | 1;
                    options: string[];
                    help?: string;
                    text?: string;
                    min_length?: number | null;
                    max_length?: number | null;
                    min?: number | null;
                    max?: number | null;
                    /** @enum {string|null} */
                    date_rule?: 'past' | 'future' | null;
                    show_if?: {
                      /**
                       * @default all
                       * @enum {string}
                       */
                      join: 'all' | 'any';
                      conditions: {
                        field: string;
                        /** @enum {string} */
                        op: 'equals' | 'one_of' | 'checked' | 'not_empty';
                        /** @default [] */
                        values: string[];
                      }[];
                    } | null;
                  }[];
                  /** @default false */
                  signature: boolean;
                } | null;
                practice: {
                  name: string;
                  state?: string | null;
                  phone?: string | null;
                  recordsFee?: string | null;
                };
                title: string;
                version: number;
              } | null;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  putFormsByIdCustomization: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          company_id?: number | null;
          title: string;
          customization: {
            notice?: string[] | null;
            /** @default [] */
            hidden?: string[];
            records_fee?: string | null;
            added?: {
              name: string;
              label?: string | null;
              /** @enum {string} */
              input_type:
                | 'text'
                | 'email'
                | 'tel'
                | 'number'
                | 'checkbox'
                | 'date'
                | 'select'
                | 'radio'
                | 'textarea'
                | 'signature'
                | 'yes_no'
                | 'initials'
                | 'heading'
                | 'paragraph'
                | 'file';
              /** @default 0 */
              is_required?: 0 | 1 | boolean;
              /** @default [] */
              options?: string[];
              help?: string | null;
              text?: string | null;
              min_length?: number | null;
              max_length?: number | null;
              min?: number | null;
              max?: number | null;
              /** @enum {string|null} */
              date_rule?: 'past' | 'future' | null;
              show_if?: {
                /**
                 * @default all
                 * @enum {string}
                 */
                join?: 'all' | 'any';
                conditions: {
                  field: string;
                  /** @enum {string} */
                  op: 'equals' | 'one_of' | 'checked' | 'not_empty';
                  /** @default [] */
                  values?: string[];
                }[];
              } | null;
            }[];
            /** @default false */
            signature?: boolean;
          };
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            data: {
              id: number;
              title: string;
              description: string | null;
              status: 0 | 1;
              template_id: number | null;
              version: number;
              field_count: number;
              customized: boolean;
              updated_at: string;
              fields: {
                name: string;
                label: string;
                type: string;
                /** @enum {string} */
                input_type:
                  | 'text'
                  | 'email'
                  | 'tel'
                  | 'number'
                  | 'checkbox'
                  | 'date'
                  | 'select'
                  | 'radio'
                  | 'textarea'
                  | 'signature'
                  | 'yes_no'
                  | 'initials'
                  | 'heading'
                  | 'paragraph'
                  | 'file';
                is_required: 0 | 1;
                options: string[];
                help?: string;
                text?: string;
                min_length?: number | null;
                max_length?: number | null;
                min?: number | null;
                max?: number | null;
                /** @enum {string|null} */
                date_rule?: 'past' | 'future' | null;
                show_if?: {
                  /**
                   * @default all
                   * @enum {string}
                   */
                  join: 'all' | 'any';
                  conditions: {
                    field: string;
                    /** @enum {string} */
                    op: 'equals' | 'one_of' | 'checked' | 'not_empty';
                    /** @default [] */
                    values: string[];
                  }[];
                } | null;
              }[];
              tailoring: {
                customization: {
                  notice: string[] | null;
                  hidden: string[];
                  records_fee: string | null;
                  /** @default [] */
                  added: {
                    name: string;
                    label: string;
                    type: string;
                    /** @enum {string} */
                    input_type:
                      | 'text'
                      | 'email'
                      | 'tel'
                      | 'number'
                      | 'checkbox'
                      | 'date'
                      | 'select'
                      | 'radio'
                      | 'textarea'
                      | 'signature'
                      | 'yes_no'
                      | 'initials'
                      | 'heading'
                      | 'paragraph'
                      | 'file';
                    is_required: 0 | 1;
                    options: string[];
                    help?: string;
                    text?: string;
                    min_length?: number | null;
                    max_length?: number | null;
                    min?: number | null;
                    max?: number | null;
                    /** @enum {string|null} */
                    date_rule?: 'past' | 'future' | null;
                    show_if?: {
                      /**
                       * @default all
                       * @enum {string}
                       */
                      join: 'all' | 'any';
                      conditions: {
                        field: string;
                        /** @enum {string} */
                        op: 'equals' | 'one_of' | 'checked' | 'not_empty';
                        /** @default [] */
                        values: string[];
                      }[];
                    } | null;
                  }[];
                  /** @default false */
                  signature: boolean;
                } | null;
                practice: {
                  name: string;
                  state?: string | null;
                  phone?: string | null;
                  recordsFee?: string | null;
                };
                title: string;
                version: number;
              } | null;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getBuckets: {
    parameters: {
      query?: {
        company_id?: number;
        page?: number;
        per_page?: number;
        search?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              title: string;
              form_count: number;
              forms: {
                id: number;
                title: string;
              }[];
              created_at: string;
              updated_at: string;
            }[];
            total: number;
            page: number;
            per_page: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postBuckets: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          title: string;
          form_ids: unknown[];
          company_id?: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            data: {
              id: number;
              title: string;
              form_count: number;
              forms: {
                id: number;
                title: string;
              }[];
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getBucketsById: {
    parameters: {
      query?: {
        company_id?: number;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              title: string;
              form_count: number;
              forms: {
                id: number;
                title: string;
              }[];
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  putBucketsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          title: string;
          form_ids: unknown[];
          company_id?: number;
          id?: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            data: {
              id: number;
              title: string;
              form_count: number;
              forms: {
                id: number;
                title: string;
              }[];
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  deleteBucketsById: {
    parameters: {
      query?: {
        company_id?: number;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postFormsSend: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @default [] */
          emails?: string[];
          /** @default [] */
          phone_numbers?: string[];
          company_id?: number;
          visit_at?: string;
          patient_name?: string;
          /** @enum {string} */
          language?: 'en' | 'es';
          formId: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            data: {
              links: number;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postBucketsSend: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @default [] */
          emails?: string[];
          /** @default [] */
          phone_numbers?: string[];
          company_id?: number;
          visit_at?: string;
          patient_name?: string;
          /** @enum {string} */
          language?: 'en' | 'es';
          bucketId: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            data: {
              links: number;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getSendingDefaults: {
    parameters: {
      query?: {
        company_id?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @enum {string} */
              patient_language: 'en' | 'es';
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getLinks: {
    parameters: {
      query?: {
        company_id?: number;
        form_id?: number;
        bucket_id?: number;
        q?: string;
        state?: 'waiting' | 'opened' | 'in_progress' | 'completed' | 'expired' | 'cancelled';
        page?: number;
        per_page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              /** @enum {string} */
              kind: 'form' | 'bucket';
              title: string;
              /** @enum {string} */
              channel: 'email' | 'sms' | 'kiosk';
              recipient: string;
              patient_name: string | null;
              /** @enum {string} */
              state: 'waiting' | 'opened' | 'in_progress' | 'completed' | 'expired' | 'cancelled';
              created_at: string;
              last_sent_at: string;
              send_count: number;
              opened_at: string | null;
              last_opened_at: string | null;
              submitted_at: string | null;
              cancelled_at: string | null;
              expires_at: string;
              visit_at: string | null;
              reminders_sent: number;
              last_reminded_at: string | null;
              files: {
                submission_id: number;
                form_name: string;
                url: string;
                pdf_name: string;
                /** @enum {string} */
                status: 'pending' | 'ready' | 'failed' | 'unavailable';
              }[];
            }[];
            total: number;
            total_capped: boolean;
            page: number;
            per_page: number;
            time_zone: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postLinksByIdResend: {
    parameters: {
      query?: {
        company_id?: number;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postLinksByIdExtend: {
    parameters: {
      query?: {
        company_id?: number;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          days: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            data: {
              expires_at: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postLinksByIdCancel: {
    parameters: {
      query?: {
        company_id?: number;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getVisits: {
    parameters: {
      query?: {
        company_id?: number;
        from?: string;
        days?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              time_zone: string;
              from: string;
              days: {
                date: string;
                total: number;
                ready: number;
                visits: {
                  link_id: number;
                  visit_at: string;
                  patient_name: string | null;
                  /** @enum {string} */
                  kind: 'form' | 'bucket';
                  title: string;
                  /** @enum {string} */
                  channel: 'email' | 'sms';
                  recipient: string;
                  /** @enum {string} */
                  state:
                    'waiting' | 'opened' | 'in_progress' | 'completed' | 'expired' | 'cancelled';
                }[];
              }[];
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getPatientLink: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @enum {string} */
              kind: 'form' | 'bucket';
              practice: {
                name: string;
                phone?: string | null;
                address?: string | null;
                logo_url?: string | null;
                brand_color?: string | null;
              };
              forms: (
                | {
                    id: number;
                    title: string;
                    version: number;
                    /** @enum {string} */
                    kind: 'template';
                    template_id: number;
                    tailoring?: {
                      customization: {
                        notice: string[] | null;
                        hidden: string[];
                        records_fee: string | null;
                        /** @default [] */
                        added: {
                          name: string;
                          label: string;
                          type: string;
                          /** @enum {string} */
                          input_type:
                            | 'text'
                            | 'email'
                            | 'tel'
                            | 'number'
                            | 'checkbox'
                            | 'date'
                            | 'select'
                            | 'radio'
                            | 'textarea'
                            | 'signature'
                            | 'yes_no'
                            | 'initials'
                            | 'heading'
                            | 'paragraph'
                            | 'file';
                          is_required: 0 | 1;
                          options: string[];
                          help?: string;
                          text?: string;
                          min_length?: number | null;
                          max_length?: number | null;
                          min?: number | null;
                          max?: number | null;
                          /** @enum {string|null} */
                          date_rule?: 'past' | 'future' | null;
                          show_if?: {
                            /**
                             * @default all
                             * @enum {string}
                             */
                            join: 'all' | 'any';
                            conditions: {
                              field: string;
                              /** @enum {string} */
                              op: 'equals' | 'one_of' | 'checked' | 'not_empty';
                              /** @default [] */
                              values: string[];
                            }[];
                          } | null;
                        }[];
                        /** @default false */
                        signature: boolean;
                      } | null;
                      practice: {
                        name: string;
                        state?: string | null;
                        phone?: string | null;
                        recordsFee?: string | null;
                      };
                      title: string;
                      version: number;
                    };
                  }
                | {
                    id: number;
                    title: string;
                    version: number;
                    /** @enum {string} */
                    kind: 'custom';
                    description: string | null;
                    fields: {
                      name: string;
                      label: string;
                      type: string;
                      /** @enum {string} */
                      input_type:
                        | 'text'
                        | 'email'
                        | 'tel'
                        | 'number'
                        | 'checkbox'
                        | 'date'
                        | 'select'
                        | 'radio'
                        | 'textarea'
                        | 'signature'
                        | 'yes_no'
                        | 'initials'
                        | 'heading'
                        | 'paragraph'
                        | 'file';
                      is_required: 0 | 1;
                      options: string[];
                      help?: string;
                      text?: string;
                      min_length?: number | null;
                      max_length?: number | null;
                      min?: number | null;
                      max?: number | null;
                      /** @enum {string|null} */
                      date_rule?: 'past' | 'future' | null;
                      show_if?: {
                        /**
                         * @default all
                         * @enum {string}
                         */
                        join: 'all' | 'any';
                        conditions: {
                          field: string;
                          /** @enum {string} */
                          op: 'equals' | 'one_of' | 'checked' | 'not_empty';
                          /** @default [] */
                          values: string[];
                        }[];
                      } | null;
                    }[];
                  }
              )[];
              done_form_ids: number[];
              consent: {
                version: string;
                accepted_at: string;
              } | null;
              /** @enum {string} */
              language?: 'en' | 'es';
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      /** @description Default Response */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            status: false;
            message: string;
            link: {
              /** @enum {string} */
              state: 'submitted' | 'expired' | 'cancelled' | 'replaced';
              /** @enum {string} */
              kind: 'form' | 'bucket';
              practice: {
                name: string;
                phone: string | null;
                logo_url?: string | null;
              };
              expired_on: string | null;
              renewal_requested: boolean;
            };
          };
        };
      };
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postPublicLinksByTokenRenewal: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            status: true;
            message: string;
            already_requested: boolean;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postPublicLinksByTokenSendAgain: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            status: true;
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      /** @description The request failed. */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postPublicLinksByTokenConsent: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          version: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            status: true;
            consent: {
              version: string;
              accepted_at: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      /** @description The request failed. */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  putPublicLinksByTokenLanguage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          language: 'en' | 'es';
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            language: 'en' | 'es';
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      /** @description The request failed. */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  submitPatientLink: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @default {} */
          fields?: {
            [key: string]: unknown;
          };
          formId: number;
          /** @default false */
          lastForm?: boolean;
          /** @default false */
          fromBucket?: boolean;
          currentFormId?: number | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            status: true;
            message: string;
            complete: boolean;
            copy?: {
              token: string;
              expires_at: string;
            } | null;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      /** @description The request failed. */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  putPublicLinksByTokenDraft: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          draft: {
            [key: string]: unknown;
          };
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            status: true;
            saved_at: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      /** @description The request failed. */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      413: components['responses']['TooLarge'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postPublicLinksByTokenHandoff: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          dob: string;
          draft?: {
            [key: string]: unknown;
          };
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            expires_at: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      /** @description The request failed. */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      413: components['responses']['TooLarge'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postPublicHandoffsClaim: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          code: string;
          dob: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            token: string;
            /** @enum {string} */
            kind: 'form' | 'bucket';
            draft: {
              [key: string]: unknown;
            } | null;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      /** @description The request failed. */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getPublicCopiesByToken: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @enum {string} */
              kind: 'download' | 'email';
              practice: {
                name: string;
              };
              expires_at: string;
              needs_dob: boolean;
              ready: boolean;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      /** @description The request failed. */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postPublicCopiesByTokenPdf: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          dob?: string;
        };
      };
    };
    responses: {
      /** @description The PDF */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': unknown;
        };
      };
      /** @description Success. */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      /** @description The request failed. */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getCompanyPatientCopies: {
    parameters: {
      query?: {
        company_id?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              email_patient_copy: boolean;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  putCompanyPatientCopies: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email_patient_copy: boolean;
          company_id?: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              email_patient_copy: boolean;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getKioskDevices: {
    parameters: {
      query?: {
        company_id?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              label: string;
              allow_patient_start: boolean;
              created_at: string;
              last_seen_at: string | null;
              pin_locked_until: string | null;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postKioskDevices: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          label: string;
          pin: string;
          /** @default false */
          allow_patient_start?: boolean;
          company_id?: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            data: {
              device: {
                id: number;
                label: string;
                allow_patient_start: boolean;
                created_at: string;
                last_seen_at: string | null;
                pin_locked_until: string | null;
              };
              token: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  deleteKioskDevicesById: {
    parameters: {
      query?: {
        company_id?: number;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getKioskSession: {
    parameters: {
      query?: never;
      header?: {
        /** @description The tablet's kiosk token */
        'x-kiosk-token'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              practice: string;
              label: string;
              allow_patient_start: boolean;
              /** @enum {string} */
              patient_language: 'en' | 'es';
              forms: {
                id: number;
                title: string;
              }[];
              buckets: {
                id: number;
                title: string;
              }[];
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postKioskFills: {
    parameters: {
      query?: never;
      header?: {
        /** @description The tablet's kiosk token */
        'x-kiosk-token'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          form_id?: number;
          bucket_id?: number;
          patient_name: string;
          pin?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              token: string;
              /** @enum {string} */
              kind: 'form' | 'bucket';
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postKioskFillsAbandon: {
    parameters: {
      query?: never;
      header?: {
        /** @description The tablet's kiosk token */
        'x-kiosk-token'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postKioskExit: {
    parameters: {
      query?: never;
      header?: {
        /** @description The tablet's kiosk token */
        'x-kiosk-token'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          pin: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postPublicLinksByTokenUploads: {
    parameters: {
      query: {
        field: string;
      };
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    /** @description The file: a JPEG, PNG or WebP photo, or a PDF, up to 10 MB */
    requestBody: {
      content: {
        'image/jpeg': unknown;
        'image/png': unknown;
        'image/webp': unknown;
        'application/pdf': unknown;
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** Format: uuid */
              upload_id: string;
              /** @enum {string} */
              mime: 'image/jpeg' | 'image/png' | 'application/pdf';
              bytes: number;
              width: number | null;
              height: number | null;
              pages: number | null;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      /** @description The request failed. */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedType'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postPublicRemindersStop: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getPublicRemindersUnsubscribeByToken: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
        };
      };
      /** @description To /reminders/stop/{token} */
      303: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': null;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postPublicRemindersUnsubscribeByToken: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/x-www-form-urlencoded': {
          [key: string]: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postWebhooksTwilioSms: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/x-www-form-urlencoded': {
          [key: string]: string;
        };
      };
    };
    responses: {
      /** @description An empty TwiML <Response/> */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/xml': unknown;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getSubmittedForms: {
    parameters: {
      query?: {
        company_id?: number;
        search?: string;
        sort?: 'date_desc' | 'date_asc';
        page?: number;
        per_page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              patients: {
                patient_key: string;
                patient_name: string;
                dob: string | null;
                last_submitted_at: string;
                files: {
                  submission_id: number;
                  form_name: string;
                  url: string;
                  pdf_name: string;
                  submitted_at: string;
                  /** @enum {string} */
                  status: 'ready' | 'pending' | 'failed' | 'unavailable';
                }[];
              }[];
            };
            total: number;
            total_capped?: boolean;
            page: number;
            per_page: number;
            time_zone: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getFormsPdfDownload: {
    parameters: {
      query: {
        url: string;
        pdf_name?: string;
        company_id?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The PDF */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': unknown;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postSubmissionsByIdPdfRetry: {
    parameters: {
      query?: {
        company_id?: number;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getSubmittedFormsPacketPdf: {
    parameters: {
      query: {
        company_id?: number;
        /** @description Submission ids, comma-separated */
        submission_ids: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The PDF */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': unknown;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getSubmittedFormsPacketZip: {
    parameters: {
      query: {
        company_id?: number;
        /** @description Submission ids, comma-separated */
        submission_ids: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The ZIP */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/zip': unknown;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getSubmissionsByIdUploads: {
    parameters: {
      query?: {
        company_id?: number;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** Format: uuid */
              upload_id: string;
              field: string;
              label: string;
              /** @enum {string} */
              mime: 'image/jpeg' | 'image/png' | 'application/pdf';
              bytes: number;
              width: number | null;
              height: number | null;
              pages: number | null;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getSubmissionsByIdUploadsByUploadId: {
    parameters: {
      query?: {
        company_id?: number;
      };
      header?: never;
      path: {
        id: number;
        uploadId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/jpeg': unknown;
          'image/png': unknown;
          'application/pdf': unknown;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postDocumentsVerify: {
    parameters: {
      query?: {
        company_id?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The PDF, up to 20 MB */
    requestBody: {
      content: {
        'application/pdf': unknown;
        'application/octet-stream': unknown;
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              matched: boolean;
              sha256: string;
              size: number;
              submission: {
                submission_id: number;
                url: string;
                form_name: string;
                patient_name: string;
                dob: string | null;
                submitted_at: string;
                pdf_name: string;
              } | null;
            };
            time_zone: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getClientDashboard: {
    parameters: {
      query?: {
        company_id?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              month: string;
              company: {
                id: number;
                name: string;
              };
              links_sent: number;
              links_opened: number;
              links_submitted: number;
              encounters_used: number;
              encounters_allocated: number;
              patients_this_month: number;
              time_zone: string;
              today: {
                sent: number;
                completed: number;
                waiting: number;
              };
              latest_completions: {
                link_id: number;
                patient_name: string;
                title: string;
                completed_at: string;
              }[];
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getCompanyFrontDesk: {
    parameters: {
      query?: {
        company_id?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              time_zone: string;
              reminders: {
                enabled: boolean;
                offsets_hours: number[];
                max_reminders: number;
                window_start_hour: number;
                window_end_hour: number;
                eve_of_visit: boolean;
              };
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  putCompanyFrontDesk: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          time_zone: string;
          reminders: {
            enabled: boolean;
            offsets_hours: number[];
            max_reminders: number;
            window_start_hour: number;
            window_end_hour: number;
            eve_of_visit: boolean;
          };
          company_id?: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              time_zone: string;
              reminders: {
                enabled: boolean;
                offsets_hours: number[];
                max_reminders: number;
                window_start_hour: number;
                window_end_hour: number;
                eve_of_visit: boolean;
              };
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getCompanyUsers: {
    parameters: {
      query?: {
        company_id?: number;
        search?: string;
        page?: number;
        per_page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              first_name: string;
              last_name: string;
              email: string;
              phone_number: string | null;
              role: {
                id: number;
                name: string;
              };
              role_id: number;
              company_id: number;
              is_owner: boolean;
              pending_email_change?: {
                id: number;
                new_email: string;
                requested_at: string;
                expires_at: string;
                current_confirmed: boolean;
                new_confirmed: boolean;
              } | null;
            }[];
            total: number;
            page: number;
            per_page: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postCompanyUsers: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          first_name: string;
          last_name: string;
          email: string;
          phone_number: string;
          role_id: number;
          company_id?: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            data: {
              id: number;
              first_name: string;
              last_name: string;
              email: string;
              phone_number: string | null;
              role: {
                id: number;
                name: string;
              };
              role_id: number;
              company_id: number;
              is_owner: boolean;
              pending_email_change?: {
                id: number;
                new_email: string;
                requested_at: string;
                expires_at: string;
                current_confirmed: boolean;
                new_confirmed: boolean;
              } | null;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getCompanyUsersRoles: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              name: string;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getCompanyUsersById: {
    parameters: {
      query?: {
        company_id?: number;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              first_name: string;
              last_name: string;
              email: string;
              phone_number: string | null;
              role: {
                id: number;
                name: string;
              };
              role_id: number;
              company_id: number;
              is_owner: boolean;
              pending_email_change?: {
                id: number;
                new_email: string;
                requested_at: string;
                expires_at: string;
                current_confirmed: boolean;
                new_confirmed: boolean;
              } | null;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postCompanyUsersById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          first_name: string;
          last_name: string;
          email: string;
          phone_number: string;
          role_id: number;
          company_id?: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            data: {
              id: number;
              first_name: string;
              last_name: string;
              email: string;
              phone_number: string | null;
              role: {
                id: number;
                name: string;
              };
              role_id: number;
              company_id: number;
              is_owner: boolean;
              pending_email_change?: {
                id: number;
                new_email: string;
                requested_at: string;
                expires_at: string;
                current_confirmed: boolean;
                new_confirmed: boolean;
              } | null;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  deleteCompanyUsersById: {
    parameters: {
      query?: {
        company_id?: number;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  deleteCompanyUsersByIdEmailChange: {
    parameters: {
      query?: {
        company_id?: number;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postAdminTransferById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          company_id?: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            data: {
              id: number;
              first_name: string;
              last_name: string;
              email: string;
              phone_number: string | null;
              role: {
                id: number;
                name: string;
              };
              role_id: number;
              company_id: number;
              is_owner: boolean;
              pending_email_change?: {
                id: number;
                new_email: string;
                requested_at: string;
                expires_at: string;
                current_confirmed: boolean;
                new_confirmed: boolean;
              } | null;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getCard: {
    parameters: {
      query?: {
        company_id?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              card_holder_name: string;
              card_brand: string;
              card_last_four: string;
              exp_month: number;
              exp_year: number;
            }[];
            /** @enum {string} */
            mode: 'demo' | 'stripe';
            publishable_key: string | null;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postCard: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
          name: string;
          paymentMethodId: string;
          cardholdername: string;
          company_id?: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            data: {
              id: number;
              card_holder_name: string;
              card_brand: string;
              card_last_four: string;
              exp_month: number;
              exp_year: number;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  deleteCardById: {
    parameters: {
      query?: {
        company_id?: number;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getPublicPlans: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            plans: {
              id: number;
              name: string;
              price: number;
              encounters: number;
              overage_cost: number | null;
              description: string | null;
              features: string[];
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getSignupConfig: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            mode: 'demo' | 'stripe';
            publishable_key: string | null;
          };
        };
      };
      422: components['responses']['InvalidInput'];
    };
  };
  getSignupChallenge: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            parameters: {
              algorithm: string;
              cost: number;
              keyLength?: number;
              keyPrefix: string;
              nonce: string;
              salt: string;
            } & {
              [key: string]: unknown;
            };
            signature?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postSignupCheck: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          loginEmail: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postSignupPaymentIntent: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          loginEmail: string;
          planId: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            client_secret: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  registerClient: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          businessName: string;
          addressStreet1: string;
          addressStreet2?: string | null;
          city: string;
          state: string;
          zipCode: string;
          firstName: string;
          lastName: string;
          phoneNumber: string;
          billingEmail: string;
          loginEmail: string;
          password: string;
          confirmPassword: string;
          /** @enum {boolean} */
          acceptTerms: true;
          termsVersion: string;
          /** @enum {boolean} */
          acceptBaa: true;
          baaVersion: string;
          altcha: string;
          trial?: boolean;
          planId: number;
          paymentIntentId?: string;
          paymentMethodId?: string;
          cardNumber?: string;
          cardExpiry?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            status: true;
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postSignupActivate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            status: true;
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postBillingStripeWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            received: true;
            applied: boolean;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getCompanyBillingStanding: {
    parameters: {
      query?: {
        company_id?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @enum {string} */
              status: 'trial' | 'paid' | 'pending' | 'suspended';
              /** @enum {string} */
              status_label: 'Active/Trial' | 'Active/Paid' | 'Active/Pending' | 'Suspended';
              owed: {
                id: number;
                number: string;
                amount: number;
                /** @enum {string} */
                status: 'pending' | 'failed';
                due_at: string;
                failure_reason: string | null;
                processing: boolean;
              } | null;
              owed_count: number;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getCompanyBilling: {
    parameters: {
      query?: {
        company_id?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @enum {string} */
              status: 'trial' | 'paid' | 'pending' | 'suspended';
              /** @enum {string} */
              status_label: 'Active/Trial' | 'Active/Paid' | 'Active/Pending' | 'Suspended';
              owed: {
                id: number;
                number: string;
                amount: number;
                /** @enum {string} */
                status: 'pending' | 'failed';
                due_at: string;
                failure_reason: string | null;
                processing: boolean;
              } | null;
              owed_count: number;
              plan: {
                id: number;
                name: string;
                price: number;
                encounter: number;
                overage_cost: number | null;
              } | null;
              usage: {
                month: string;
                encounters: number;
                included: number;
                overage_count: number;
                overage_amount: number;
                estimated_total: number;
              };
              next_charge_date: string | null;
              trial_ends_at: string | null;
              card: {
                brand: string;
                last_four: string;
                exp_month: number;
                exp_year: number;
              } | null;
              plan_change_request: {
                id: number;
                plan_id: number | null;
                plan_name: string | null;
                note: string | null;
                created_at: string;
                requested_by: string | null;
              } | null;
              /** @enum {string} */
              payment_mode: 'demo' | 'stripe';
              publishable_key: string | null;
              time_zone: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getCompanyBillingInvoices: {
    parameters: {
      query?: {
        page?: number;
        per_page?: number;
        company_id?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              number: string;
              period_start: string;
              period_end: string;
              encounters: number;
              amount: number;
              /** @enum {string} */
              status: 'paid' | 'pending' | 'failed' | 'void';
              due_at: string;
              paid_at: string | null;
            }[];
            page: number;
            per_page: number;
            total: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getCompanyBillingInvoicesByIdPdf: {
    parameters: {
      query?: {
        company_id?: number;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The invoice PDF */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': unknown;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postCompanyBillingInvoicesByIdPay: {
    parameters: {
      query?: {
        company_id?: number;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          new_card?: {
            paymentMethodId: string;
            cardholdername: string;
          };
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            data: {
              /** @enum {string} */
              result: 'paid' | 'processing';
              invoice_id: number;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postCompanyBillingPlanChange: {
    parameters: {
      query?: {
        company_id?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          plan_id: number;
          note?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            data: {
              id: number;
              plan_id: number | null;
              plan_name: string | null;
              note: string | null;
              created_at: string;
              requested_by: string | null;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getCompanyPlanChangeByCompanyId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        companyId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              plan_id: number | null;
              plan_name: string | null;
              note: string | null;
              created_at: string;
              requested_by: string | null;
            } | null;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postCompanyPlanChangeByCompanyIdResolve: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        companyId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getCompanyPracticeProfile: {
    parameters: {
      query?: {
        company_id?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message?: string;
            data: {
              name: string;
              phone: string | null;
              address: string | null;
              address1: string | null;
              city: string | null;
              state: string | null;
              zip: string | null;
              brand_color: string | null;
              logo_url: string | null;
              /** @enum {string} */
              patient_language: 'en' | 'es';
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  putCompanyPracticeProfile: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          phone: string;
          address: string;
          address1?: string | null;
          city: string;
          state: string;
          zip: string;
          brand_color: string | null;
          /** @enum {string} */
          patient_language?: 'en' | 'es';
          company_id?: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message?: string;
            data: {
              name: string;
              phone: string | null;
              address: string | null;
              address1: string | null;
              city: string | null;
              state: string | null;
              zip: string | null;
              brand_color: string | null;
              logo_url: string | null;
              /** @enum {string} */
              patient_language: 'en' | 'es';
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postCompanyPracticeProfileLogo: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          logo?: unknown;
          company_id?: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message?: string;
            data: {
              name: string;
              phone: string | null;
              address: string | null;
              address1: string | null;
              city: string | null;
              state: string | null;
              zip: string | null;
              brand_color: string | null;
              logo_url: string | null;
              /** @enum {string} */
              patient_language: 'en' | 'es';
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  deleteCompanyPracticeProfileLogo: {
    parameters: {
      query?: {
        company_id?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message?: string;
            data: {
              name: string;
              phone: string | null;
              address: string | null;
              address1: string | null;
              city: string | null;
              state: string | null;
              zip: string | null;
              brand_color: string | null;
              logo_url: string | null;
              /** @enum {string} */
              patient_language: 'en' | 'es';
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getAuditLog: {
    parameters: {
      query?: {
        page?: number;
        per_page?: number;
        user?: string;
        company_id?: number;
        action?: string;
        from?: string;
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              seq: number | null;
              at: string;
              user: {
                id: number;
                name: string | null;
                email: string | null;
              } | null;
              role: string | null;
              company: {
                id: number;
                name: string | null;
              } | null;
              action: string;
              target_type: string | null;
              target_id: string | null;
              ip: string | null;
              /** @enum {string} */
              outcome: 'success' | 'failure' | 'denied';
              details: {
                [key: string]: unknown;
              } | null;
            }[];
            page: number;
            per_page: number;
            total: number;
            total_capped: boolean;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getAuditLogExportCsv: {
    parameters: {
      query?: {
        user?: string;
        company_id?: number;
        action?: string;
        from?: string;
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description CSV with a header row */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': unknown;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getAuditLogActions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            actions: string[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postLoginMfa: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          challenge: string;
          code?: string;
          recovery_code?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            token: string;
            user: {
              id: number;
              first_name: string;
              last_name: string;
              email: string;
              role: string;
              role_id: number;
              /** @enum {string} */
              user_type: 'provider' | 'clinic';
              associate_id: number | null;
              company_id: number | null;
              company: {
                name: string;
              } | null;
              is_owner: boolean;
            };
            permissions: string[];
            expires_at: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postLoginMfaSetup: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          setup_token: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            secret: string;
            otpauth_uri: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postLoginMfaEnable: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          setup_token: string;
          code: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            token: string;
            user: {
              id: number;
              first_name: string;
              last_name: string;
              email: string;
              role: string;
              role_id: number;
              /** @enum {string} */
              user_type: 'provider' | 'clinic';
              associate_id: number | null;
              company_id: number | null;
              company: {
                name: string;
              } | null;
              is_owner: boolean;
            };
            permissions: string[];
            expires_at: string;
            recovery_codes: string[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getAccountSessions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              created_at: string;
              last_seen_at: string;
              expires_at: string;
              ip: string | null;
              user_agent: string | null;
              current: boolean;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postAccountSessionsRevokeOthers: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            revoked: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  deleteAccountSessionsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postAccountReauth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          password: string;
          code?: string;
          recovery_code?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            reauth_until: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getAccountMfa: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            enabled: boolean;
            enabled_at: string | null;
            recovery_codes_left: number;
            required: boolean;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postAccountMfaSetup: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            secret: string;
            otpauth_uri: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postAccountMfaEnable: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          code: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            recovery_codes: string[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postAccountMfaDisable: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postAccountMfaRecoveryCodes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            recovery_codes: string[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getPublicEmailChangeByToken: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @enum {string} */
              confirming: 'current' | 'new';
              old_email: string;
              new_email: string;
              /** @enum {string} */
              state: 'pending' | 'confirmed' | 'completed' | 'expired' | 'cancelled';
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postPublicEmailChangeByTokenConfirm: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            data: {
              /** @enum {string} */
              confirming: 'current' | 'new';
              old_email: string;
              new_email: string;
              /** @enum {string} */
              state: 'pending' | 'confirmed' | 'completed' | 'expired' | 'cancelled';
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getAccountEmailChange: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              new_email: string;
              requested_at: string;
              expires_at: string;
              current_confirmed: boolean;
              new_confirmed: boolean;
            } | null;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postAccountEmailChange: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              new_email: string;
              requested_at: string;
              expires_at: string;
              current_confirmed: boolean;
              new_confirmed: boolean;
            } | null;
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  deleteAccountEmailChange: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postUsersByIdEmailForce: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
          reason: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['InvalidInput'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getHealth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'ok';
          };
        };
      };
      422: components['responses']['InvalidInput'];
      /** @description Default Response */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'unavailable';
          };
        };
      };
    };
  };
}
