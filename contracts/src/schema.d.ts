/**
 * Generated from contracts/openapi.yaml by contracts/scripts/generate.mjs. Do not edit.
 */

export interface paths {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness probe */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness probe (database reachable) */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What a signed-out browser needs to start (product name, sign-in URL, sandbox flag) */
        get: operations["getPublicConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/discord/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where LOGIN WITH DISCORD sends the browser; binds a single-use state to it and redirects to Discord
         * @description Issues a signed, single-use `state` valid for ten minutes, stores it in this browser in the
         *     HttpOnly, SameSite=Lax cookie `portal_sign_in_state` (path /auth), and redirects to
         *     Discord's authorize page (response_type=code, scope identify email, our callback, that state).
         *     Only this browser can complete the sign-in: the callback refuses any other (login CSRF).
         */
        get: operations["startDiscordSignIn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/discord/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Discord's redirect target; signs in and sends the browser to the shell with a single-use code
         * @description Requires the `state` that `startDiscordSignIn` stored in this browser's `portal_sign_in_state`
         *     cookie, unused and unexpired; otherwise (missing, reused, expired, or another browser's state)
         *     nobody is signed in and the shell gets `?error=invalid_state`. On success it redirects to the
         *     shell with `#code=<code>` in the fragment (never a token in any URL): a random single-use code,
         *     valid for 60 seconds, that only this browser can exchange (`createSession`), because the same
         *     answer replaces the cookie's value with a fresh secret the code is bound to. A failed sign-in
         *     redirects with `?error=`, and the cookie is cleared.
         */
        get: operations["discordCallback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchanges the sign-in code from the callback's fragment for a session
         * @description The shell posts the `code` it found in `#code=` (with credentials, so the browser sends the
         *     `portal_sign_in_state` cookie the callback set). The code works once, within 60 seconds, and
         *     only with that cookie: a code taken to another browser signs nobody in. The request's
         *     `Origin` must be one of FRONTEND_ORIGINS. Answers a short-lived bearer token (held in the
         *     shell's memory only) and sets the HttpOnly, SameSite=Strict refresh cookie `portal_session`
         *     (path /auth) that names the server-side session.
         */
        post: operations["createSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A fresh bearer token for the session named by the refresh cookie
         * @description Reads only the `portal_session` cookie (sent because the shell calls with credentials). The
         *     request's `Origin` must be one of FRONTEND_ORIGINS: with SameSite=Strict that is the CSRF
         *     defence of the two routes that read the cookie (this one and `logout`). The session must be
         *     neither revoked nor past its absolute lifetime (JWT_TTL_SECONDS from sign-in); the token lasts
         *     ACCESS_TOKEN_TTL_SECONDS, never beyond the session. A refused cookie is cleared.
         */
        post: operations["refreshSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user */
        get: operations["getCurrentUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke the current session
         * @description Revokes the session behind the bearer token at once, on every instance (its token and its
         *     refresh cookie stop working), and clears the `portal_session` cookie when the call is made
         *     with credentials.
         */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/onedrive/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where Connect OneDrive sends the admin's browser; binds the connect state to it and redirects to Microsoft
         * @description `state` is the signed, single-use, ten-minute value from `getOneDriveStatus`'s `authorizeUrl`.
         *     It is stored in this browser in the HttpOnly, SameSite=Lax cookie `portal_onedrive_state`
         *     (path /auth/onedrive) and the browser goes on to Microsoft's authorize page with it. A value
         *     that is not a connect state sends the browser back to `/admin?onedrive=error&message=…`.
         */
        get: operations["startOneDriveConnect"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/onedrive/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Microsoft's redirect target; connects the admin drive and sends the browser back to /admin
         * @description The browser arrives here without a bearer token. `state` must be the signed, single-use,
         *     short-lived value that `getOneDriveStatus` put into `authorizeUrl` for the admin who started
         *     the flow (it begins with `onedrive_auth`), and the same value this browser holds in its
         *     `portal_onedrive_state` cookie (set by `startOneDriveConnect`); anything else is refused, so
         *     nobody can attach their own drive or finish another browser's flow. The cookie is cleared. Always answers with a redirect to the shell's `/admin`:
         *     `?onedrive=success&email=<connected account>` or `?onedrive=error&message=<reason>`
         *     (also when Microsoft sent `error` / `error_description`).
         */
        get: operations["oneDriveCallback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's own deals, newest first, a page at a time
         * @description Keyset pages, newest first (`createdAt`, then `id`, both descending): pass the answer's
         *     `nextCursor` as `cursor` for the next page. A cursor is bound to this list and caller;
         *     a malformed, altered or foreign one answers 400 'Invalid cursor'.
         */
        get: operations["listDeals"];
        put?: never;
        /**
         * Create a deal for the caller
         * @description The creator is always the token's user: a `discordUsername` in the body is ignored.
         *     Missing or blank required fields answer 400 with the messages of
         *     docs/product.md#deal-form-validation in `details`
         *     ('First Name is required', 'Last Name is required', 'Phone Number is required',
         *     'Email Address is required', 'Property Address is required', 'Loan Request is required').
         *     `loanAmount` is computed from `loanRequest` with the shared parser. The GHL push and the
         *     new-deal e-mail run as background jobs; their failure never fails this call.
         *     The underwriting fields (docs/lenders.md#underwriting-fields) are optional; a value out of
         *     range answers 400 naming the field. Without `propertyState`, the state the address names
         *     (if exactly one) is stored.
         */
        post: operations["createDeal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deals/pipeline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The stage headers of the caller's pipeline
         * @description For each stage holding some of the caller's deals: the count, the summed loan amount
         *     (`loanAmount`, else the parsed loan request) and the property types. Stage names are
         *     normalised; deals without a stage are under `No Stage`. The headers are read from the
         *     caller's rollup (by `_id`), whatever the number of deals; with `stale=true` they are summed
         *     from the caller's stale deals. With `pageLimit`, each stage also
         *     carries the first page of its deals (`firstPage`, as GET /deals?stage=...&limit=pageLimit
         *     answers it; its `nextCursor` continues on GET /deals?stage=...), so the stage view needs
         *     one request; without it, a stage's deals are read with GET /deals?stage=...
         */
        get: operations["getDealPipeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deals/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's deal figures for the home page
         * @description Counts by status, stage and property type, summed loan amounts and the latest stage changes
         *     of the caller's own deals, read from their rollup by id: the cost does not grow with the
         *     number of deals.
         */
        get: operations["getMyDealsSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deals/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's `id` (an unknown id, or one that is not yours, answers 404) */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** One deal (the caller's own; admins may read any deal) */
        get: operations["getDeal"];
        /**
         * Edit one of the caller's own deals
         * @description Only the owner may edit (another user's deal answers 404, also for admins). First Name,
         *     Last Name, Phone Number, Email Address and Property Address must be present and non-blank
         *     (400 with the messages of docs/product.md#deal-form-validation). Other fields: left out =
         *     unchanged, empty string = cleared.
         *     Changing `loanRequest` recomputes `loanAmount` and `contactName` follows the client names.
         *     The optional underwriting fields (docs/lenders.md#underwriting-fields): left out =
         *     unchanged, null = cleared; a value out of range answers 400 naming the field (an
         *     interest-only period longer than the term, the one sent or the one stored, included). Left
         *     out, `propertyState` is filled from the address when the deal has no state or its address
         *     changed, and the address names one state.
         */
        put: operations["updateDeal"];
        post?: never;
        /** Delete one of the caller's own deals and its documents */
        delete: operations["deleteDeal"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deals/{id}/documents": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's `id` (an unknown id, or one that is not yours, answers 404) */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** Documents of a deal (the caller's own deal; admins any deal) */
        get: operations["listDealDocuments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deals/compare/ghl": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Compare every GHL-linked deal with its GHL opportunity
         * @description One entry per deal that has a `ghlOpportunityId`. 409 when GHL is not configured
         *     (no API key saved); 502 when GHL cannot be read. With `runId` (chosen by the client), how
         *     far the reading of GHL has got can be asked meanwhile at
         *     GET /deals/compare/ghl/progress/{runId}.
         */
        get: operations["compareDealsWithGhl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deals/compare/ghl/progress/{runId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How far a running comparison has read GHL
         * @description The pages and opportunities of the configured pipeline read so far by the comparison started
         *     with this `runId`, and GHL's total. 404 before the first page and once the comparison is over.
         */
        get: operations["getGhlCompareProgress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deals/sync/ghl": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Push our values of the given deals to their GHL opportunities
         * @description An empty or missing `dealIds` answers 400 with the domain's message. Per-deal failures
         *     (unknown deal, deal not linked to GHL, GHL refusing the update) are reported in `results`,
         *     not as an error status. 409 when GHL is not configured.
         */
        post: operations["syncDealsToGhl"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Documents of the caller's own deals, newest first, a page at a time
         * @description Keyset pages like GET /deals; a malformed or foreign cursor answers 400 'Invalid cursor'.
         */
        get: operations["listDocuments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/documents/deal/{dealId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The deal's `id` (not the human-readable `dealId` number) */
                dealId: components["parameters"]["DealIdPath"];
            };
            cookie?: never;
        };
        /** Documents of a deal (same answer as GET /deals/{id}/documents) */
        get: operations["listDocumentsByDeal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/documents/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a document to a deal (the caller's own deal; admins any deal)
         * @description Streamed: more than 10 MB (10 * 1024 * 1024 bytes) answers 413 'File size must be less than
         *     10MB' as soon as the limit is crossed. The type is checked by magic bytes and extension:
         *     PDF, DOC, DOCX, XLS, XLSX, JPG, PNG, ZIP; anything else answers 415 'File type not
         *     supported. Please upload PDF, DOC, DOCX, XLS, XLSX, JPG, PNG, or ZIP files.' The stored
         *     name is sanitised. With `checklistItemId` the item becomes Uploaded (also when it was
         *     Rejected); an id the deal's checklist does not hold answers 400 'Unknown checklist item'.
         *     The file goes to the admin-connected OneDrive (a folder per deal), or
         *     to the gateway's local storage when no drive is connected; 502 when OneDrive fails.
         *     A file that would take the uploader's stored bytes past `storedBytesPerMember`, or the
         *     deal's past `storedBytesPerDeal` (GET /admin/settings/quotas), answers 413 naming which
         *     quota and how much of it is used; nothing stored before changes.
         */
        post: operations["uploadDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/documents/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's `id` (an unknown id, or one that is not yours, answers 404) */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        /** Rename a document or replace its tags */
        put: operations["updateDocument"];
        post?: never;
        /** Delete a document (of the caller's own deal; admins any) */
        delete: operations["deleteDocument"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/documents/{id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's `id` (an unknown id, or one that is not yours, answers 404) */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * The document's bytes, streamed through the gateway (the caller's own deal; admins any)
         * @description By default `application/octet-stream` with `Content-Disposition: attachment`, so a browser
         *     never renders an uploaded file inline. `disposition=inline` (the in-page preview) answers a
         *     PDF, JPG or PNG with its own type (`application/pdf`, `image/jpeg`, `image/png`) and
         *     `Content-Disposition: inline`; any other type is refused with 400. Every answer carries
         *     `X-Content-Type-Options: nosniff` and `Accept-Ranges: bytes`.
         *
         *     A single `Range` (`bytes=a-b`, `bytes=a-`, `bytes=-n`) answers 206 with exactly those bytes
         *     and `Content-Range`, from local storage and from OneDrive alike (the preview reads a large
         *     PDF a part at a time). A range starting past the end answers 416 with
         *     `Content-Range: bytes *\/<size>`. A malformed or multi-part `Range` is ignored (the whole
         *     file, 200), as RFC 9110 allows. 502 when the file cannot be read from OneDrive.
         */
        get: operations["downloadDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every user, newest first, a page at a time
         * @description Keyset pages like GET /deals; a malformed or foreign cursor answers 400 'Invalid cursor'.
         *     `search` keeps the users whose username, name or e-mail contains it (any case); `total`
         *     then counts the matches.
         */
        get: operations["listUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's `id` (an unknown id, or one that is not yours, answers 404) */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Whitelist or un-whitelist a user, grant or remove admin
         * @description Granting admin also whitelists the user. 409 when the change would lock the caller out
         *     (removing their own admin or whitelist flag) or leave no whitelisted admin at all.
         */
        put: operations["updateUser"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/onedrive/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether a OneDrive is connected, and the URL that starts (re)connecting one */
        get: operations["getOneDriveStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/onedrive/connect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange a Microsoft authorization code and connect the drive
         * @description The same exchange the callback does, for a front end that received the code itself.
         *     400 when Microsoft refuses the code (expired, already used); 502 when it cannot be reached.
         */
        post: operations["connectOneDrive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/deals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every deal, filtered, newest first, with the creator filled in, a page at a time
         * @description Filters combine with AND. `startDate` and `endDate` are inclusive calendar days (UTC) on
         *     `createdAt`. `status=Open` also matches deals without a status. Keyset pages like
         *     GET /deals; a cursor is bound to its filter, so a cursor of another filter (or list), or a
         *     malformed or altered one, answers 400 'Invalid cursor'.
         */
        get: operations["listAllDeals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/deals/pipeline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The stage headers of every deal matching the admin's filters
         * @description The same figures as GET /deals/pipeline over the deals GET /admin/deals lists for the same
         *     filters (which combine with AND, as there): every deal's, or one member's (`userId` alone),
         *     from the rollups; other filters are computed from the matching deals. With `pageLimit`,
         *     each stage also carries the first page of its deals (`firstPage`, as
         *     GET /admin/deals?stage=...&limit=pageLimit with the same filters answers it; its
         *     `nextCursor` continues there); without it, a stage's deals are read with
         *     GET /admin/deals?stage=...
         */
        get: operations["getAllDealsPipeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/deals/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The deal figures of the admin's deals dashboard
         * @description The figures of GET /deals/summary over every deal, or over one member's deals with
         *     `userId`, read from a rollup by id: the cost does not grow with the number of deals. The
         *     other filters of GET /admin/deals do not apply (they would need a scan of the deals).
         */
        get: operations["getAllDealsSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/export/deals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every matching deal as CSV, streamed
         * @description The admin's EXPORT DEALS: the columns of the Deal (admin view, with `createdByUser`), in
         *     its order, one row per deal, newest first; same filters as listAllDeals. Streamed from one
         *     database cursor. Cells are quoted with embedded quotes doubled; objects and arrays are
         *     written as JSON; a cell starting with `=`, `+`, `-`, `@`, tab or carriage return is
         *     prefixed with `'` so a spreadsheet does not run it as a formula. UTF-8 with a BOM, CRLF.
         */
        get: operations["exportDeals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/export/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every user as CSV, streamed
         * @description The admin's EXPORT USERS: the columns of the User, newest first, quoted and neutralised
         *     as exportDeals describes.
         */
        get: operations["exportUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every document, newest first, a page at a time
         * @description Keyset pages like GET /deals; a malformed or foreign cursor answers 400 'Invalid cursor'.
         */
        get: operations["listAllDocuments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Platform figures for the admin overview */
        get: operations["getAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/backlog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Background work that is due and waiting, with the age of the oldest
         * @description Due one-off jobs by name (recurring schedules and jobs held for later are not counted),
         *     e-mails due and not yet delivered, and deal pushes to GHL due and not yet sent; the same
         *     figures as the backlog gauges on /metrics. A healthy portal keeps them near zero; something
         *     waiting more than ten minutes means the background work does not keep up.
         */
        get: operations["getBacklog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/database-capacity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many deals the database holds against what it was measured to carry
         * @description The embedded database (no `MONGODB_URI`) was measured to keep its budgets up to a number
         *     of deals (`EMBEDDED_DB_DEAL_LIMIT`, by default the figure measured for its backend, see the
         *     README). `nearLimit` is true from 80 % of it: time to move the book to MongoDB. On MongoDB
         *     there is no such limit (`dealLimit` null).
         */
        get: operations["getDatabaseCapacity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/ghl/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the saved GHL credentials work
         * @description Never an error for GHL trouble; `connected` is false when not configured or unreachable.
         */
        get: operations["testGhlConnection"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/ghl/pipelines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The location's pipelines, using the saved API key
         * @description 409 when GHL is not configured; 502 when GHL fails.
         */
        get: operations["listGhlPipelines"];
        put?: never;
        /**
         * The pipelines seen with a given API key (before it is saved)
         * @description A missing or blank `apiKey` answers 400 'API Key is required'; the masked key from
         *     GET /admin/ghl/config means the saved one. `locationId` defaults to the saved one; with
         *     neither, 400 'Location ID is required'. 400 when GHL rejects the key, 502 when GHL fails.
         */
        post: operations["loadGhlPipelines"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/ghl/calendars": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The location's calendars, using the saved API key
         * @description 409 when GHL is not configured; 502 when GHL fails.
         */
        get: operations["listGhlCalendars"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/ghl/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The GHL configuration, secrets masked */
        get: operations["getGhlConfig"];
        put?: never;
        /**
         * Save the GHL configuration
         * @description Fields left out keep their value; `null` or an empty string clears one. `apiKey` left out
         *     or equal to its mask keeps the saved key; with no key saved, or when blank, the answer is
         *     400 'API Key is required'. `v2Token` follows the same mask rule and may be cleared.
         *     Secrets are encrypted at rest.
         */
        post: operations["saveGhlConfig"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/ghl/test-contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a test contact and opportunity in GHL with the saved configuration
         * @description The body may override the test contact's details; an empty body uses defaults.
         *     409 when GHL is not configured; 502 when GHL refuses or fails.
         */
        post: operations["sendGhlTestContact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/ghl/fetch-custom-fields": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The location's custom fields
         * @description Uses `apiKey` from the body, or the saved key when it is left out or equal to its mask;
         *     no key at all answers 400 'API Key is required'. 502 when GHL fails.
         */
        post: operations["fetchGhlCustomFields"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/ghl/opportunities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Opportunities of every pipeline of the configured location, a page (GHL's, 100) at a time
         * @description Follows GHL's own cursor: each answer is one page of GHL's search with `nextCursor` (null at
         *     the end) and GHL's `total`, so the admin's screen reads every opportunity and shows how far
         *     it has got. 409 when GHL is not configured; 502 when GHL fails.
         */
        get: operations["listGhlOpportunities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/ghl/import-opportunity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import a GHL opportunity as a deal owned by the chosen user
         * @description The gateway reads the opportunity from GHL by `opportunityId` (authoritative); the
         *     `opportunity` copy the admin picked is accepted but not trusted. Importing an opportunity
         *     that is already linked to a deal updates that deal (`created: false`) instead of
         *     duplicating it. 404 when the user or the opportunity does not exist; 409 when GHL is not
         *     configured; 502 when GHL fails.
         */
        post: operations["importGhlOpportunity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/ghl/pipeline/{id}/opportunities": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The GHL pipeline id */
                id: string;
            };
            cookie?: never;
        };
        /**
         * Opportunities of one GHL pipeline, a page (GHL's, 100) at a time
         * @description Follows GHL's own cursor: each answer is one page of GHL's search with `nextCursor` (null at
         *     the end) and GHL's `total`, so GHL Import reads the whole pipeline and shows how far it has
         *     got. 404 when the location has no such pipeline; 409 when GHL is not configured; 502 when
         *     GHL fails.
         */
        get: operations["listGhlPipelineOpportunities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/ghl/delete-outcomes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What deleting deals linked to GHL did to their opportunities, newest first
         * @description One row per deleted deal that was linked to a GHL opportunity: the delete policy applied
         *     (Settings, `onDealDeleted`), what was done, and the job's state (`queued`, `retrying` with
         *     the last error while GHL fails, `succeeded`, or `failed` with GHL's refusal). Rows are kept
         *     for SYNC_OUTCOME_RETENTION_DAYS. Keyset pages like GET /deals; a malformed or foreign
         *     cursor answers 400 'Invalid cursor'.
         */
        get: operations["listGhlDeleteOutcomes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/email/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The SMTP and new-deal notification settings, password masked */
        get: operations["getEmailConfig"];
        put?: never;
        /**
         * Save the SMTP and new-deal notification settings
         * @description Fields left out keep their value. `smtpPassword` left out or equal to its mask keeps the
         *     saved password only while `smtpHost`, `smtpPort` and `smtpUser` stay the same: a change to
         *     any of them saves no password unless a new one is given (a saved password never goes to
         *     another server). `null` or an empty string clears it. The password is encrypted at rest.
         *     A host on a private, loopback or link-local address (or a name resolving to one) answers
         *     400 unless the deployment sets SMTP_ALLOW_PRIVATE_HOSTS. TLS (STARTTLS, or implicit TLS on
         *     port 465) is required when sending unless `allowUnencrypted` is true.
         */
        post: operations["saveEmailConfig"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/email/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test e-mail with the saved SMTP settings
         * @description A missing or blank `testEmail` answers 400 'Please enter a test email address'; a saved
         *     host that now resolves to a refused private address answers 400. When the send fails the
         *     answer is 502 with one of a fixed set of messages: 'Authentication failed', 'Could not
         *     connect to the mail server', 'TLS negotiation failed' or 'The test e-mail could not be
         *     sent'; the mail server's own answer goes only to the gateway's log.
         */
        post: operations["sendTestEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/email/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many notification e-mails wait in the outbox and how many failed
         * @description New-deal e-mails go through a durable outbox: stored once per deal, sent by the gateway with
         *     backoff while the SMTP server fails. `pending` are waiting for their (next) attempt; `failed`
         *     gave up after the last attempt and are sent again only after a retry.
         */
        get: operations["getEmailOutbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/email/outbox/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Queue the failed notification e-mails again
         * @description Every failed message is due again at once, with a fresh round of attempts. Each message is
         *     still delivered at most once; with nothing failed this changes nothing (`requeued: 0`).
         */
        post: operations["retryEmailOutbox"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/discord-auto-access": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Discord usernames that are whitelisted automatically on first login, a page at a time
         * @description Keyset pages like GET /deals; a malformed or foreign cursor answers 400 'Invalid cursor'.
         */
        get: operations["listAutoAccessUsers"];
        put?: never;
        /**
         * Add a Discord username to the auto-access list
         * @description The username is trimmed and compared case-insensitively; blank answers 400,
         *     one already on the list answers 409.
         */
        post: operations["addAutoAccessUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/discord-auto-access/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add many Discord usernames to the auto-access list
         * @description Usernames are trimmed; empties are dropped. None left answers 400 'Please enter at least
         *     one valid username'. Names already listed (or repeated) count as `duplicates`; invalid
         *     names are skipped and counted as `failed`.
         */
        post: operations["bulkAddAutoAccessUsers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/discord-auto-access/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's `id` (an unknown id, or one that is not yours, answers 404) */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a Discord username from the auto-access list (existing users keep their access) */
        delete: operations["removeAutoAccessUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/settings/quotas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The per-member quotas in force and their defaults
         * @description Open notification streams, writes per minute (deals, documents, comments) and stored bytes
         *     per member and per deal. Until an admin saves them, the deployment's defaults apply
         *     (docs/configuration.md).
         */
        get: operations["getQuotas"];
        /**
         * Change the per-member quotas
         * @description Sets the quotas named; the others keep their value, and null puts a quota's default back.
         *     Takes effect at once on the instance that saved it and within `SETTINGS_CACHE_MS` (one
         *     second by default) on the others: a lower stream cap applies to streams opened from then
         *     on, lower stored-byte quotas to uploads from then on (nothing stored is removed).
         */
        put: operations["saveQuotas"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/settings/stale-thresholds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The days in stage after which a deal shows as stale, per stage
         * @description One row per pipeline stage, in pipeline order. A deal is stale when it has been in its
         *     stage for more whole days than the stage's threshold; `days` null means never stale.
         *     Until an admin saves them, the defaults apply (docs/stale-deals.md).
         */
        get: operations["getStaleThresholds"];
        /**
         * Set the days in stage after which a deal shows as stale
         * @description Each row names a pipeline stage and whole days from 1 to 365, or null for never stale;
         *     stages left out keep their threshold. An unknown or repeated stage, or days outside 1 to
         *     365 or not whole, answer 400 naming the stage. Takes effect at once (on other instances
         *     within `SETTINGS_CACHE_MS`): staleness is computed when deals are read.
         */
        put: operations["saveStaleThresholds"];
        post?: never;
        /**
         * Put the default stale-deal thresholds back
         * @description Forgets the saved thresholds: every stage's default applies again (`updatedAt` null), and
         *     a stage without a default (Closed) is never stale (docs/stale-deals.md). Takes effect at
         *     once: staleness is computed when deals are read.
         */
        delete: operations["resetStaleThresholds"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/discord-roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The community's guild and the roles that grant access
         * @description `botTokenConfigured` tells whether DISCORD_BOT_TOKEN is set (the token itself is never
         *     returned): without it members are still admitted by role at sign-in, but nobody's access is
         *     re-checked. `lastCheckAt` is when the recurring check last completed (null: never).
         */
        get: operations["getDiscordRoleAccess"];
        /**
         * Set the guild and the roles that grant access (a null guild turns role access off)
         * @description Guild and role ids are Discord snowflakes (17 to 20 digits); a malformed one answers 400
         *     naming the field. With a guild set, sign-in also asks Discord for the
         *     `guilds.members.read` scope to read the member's roles in that guild.
         */
        put: operations["saveDiscordRoleAccess"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/discord-roles/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Access granted, revoked or restored because of Discord roles, newest first
         * @description One row per change: who, what (`granted`, `revoked`, `restored`), why (`has_role`,
         *     `lost_role`, `left_guild`) and whether sign-in or the recurring check made it. Keyset pages
         *     like GET /deals; a malformed or foreign cursor answers 400 'Invalid cursor'.
         */
        get: operations["listDiscordAccessChanges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/discord-roles/guild-roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The roles of a Discord guild, read with the bot token, so admins pick granting roles by name
         * @description Reads Discord's `GET /guilds/{guild.id}/roles` with `Authorization: Bot <DISCORD_BOT_TOKEN>`
         *     and answers the roles highest first (Discord's `position`), without `@everyone` (members'
         *     role lists never name it, so it cannot grant access). `guildId` is the guild to read: the
         *     saved one or the one an admin is typing. Without a bot token it answers 409. Discord's
         *     refusals answer 502 with a message saying what to fix: the bot token is wrong (Discord's
         *     401), the bot is not in that guild (403 Missing Access), or no guild has that id (404
         *     Unknown Guild); Discord unreachable or rate limiting for too long is also 502.
         */
        get: operations["listDiscordGuildRoles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/discord-roles/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The latest run of the role check and how far it got
         * @description Follows a run started by POST (or the recurring check): `running` with how many of the
         *     `total` members were read from Discord so far and how many were revoked and restored,
         *     then `finished`, or `failed` with `error` saying what to fix (the texts GET
         *     /admin/discord-roles/guild-roles answers with 502: wrong bot token, bot not in the guild,
         *     unknown guild, Discord unreachable). A run whose gateway stopped before the end reads
         *     `failed`. `idle` before any run. The same on every gateway instance.
         */
        get: operations["getDiscordRoleCheck"];
        put?: never;
        /**
         * Start a re-check of every role-admitted member now, instead of waiting for the recurring check
         * @description Starts the recurring check once, at once, and answers 202 with the run (`running`, with
         *     the `total` of members to check); it runs in the background (a big community takes a
         *     while under Discord's rate limits) and GET /admin/discord-roles/check follows it. It takes
         *     the same single-run lease as the recurring check, so two clicks, two admins or two
         *     gateway instances never run it twice at the same time: while a run (this one or the
         *     recurring one) is in progress it answers 409 and changes nothing. 409 also when role
         *     access is off or DISCORD_BOT_TOKEN is not set. When Discord refuses the bot (wrong token,
         *     bot not in the guild, unknown guild) or cannot be reached, the run stops without revoking
         *     anyone and reads `failed` with the message saying what to fix.
         */
        post: operations["runDiscordRoleCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/saved-views": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The admins' saved views of the deal lists, by name
         * @description Saved views are shared by every admin (one list, names unique regardless of case), so a
         *     view's link opens the same filters for any admin. At most 50 views.
         */
        get: operations["listSavedViews"];
        put?: never;
        /**
         * Save the current filters and search under a name
         * @description `name` is trimmed; blank answers 400 'Name is required', longer than 60 characters 400,
         *     a name already used (regardless of case) 409. `query` is the deal list's URL query
         *     (e.g. `status=Open&q=harbor`); paging (`cursor`, `limit`) and `view` are dropped. More than
         *     50 views answers 409.
         */
        post: operations["createSavedView"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/saved-views/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's `id` (an unknown id, or one that is not yours, answers 404) */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a saved view (the deals are untouched) */
        delete: operations["deleteSavedView"];
        options?: never;
        head?: never;
        /**
         * Rename a saved view or replace its filters
         * @description The same rules as POST for what is sent; an unknown id answers 404.
         */
        patch: operations["updateSavedView"];
        trace?: never;
    };
    "/sample-data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the sample book is offered to the caller, and whether it is loaded
         * @description `offered` is true while the portal holds no deals, every external service is the sandbox
         *     (Discord, GoHighLevel, Microsoft and SMTP) and no sample book is loaded. `canRemove` is true
         *     while a sample book is loaded and the caller is an admin or the member who loaded it.
         *     See docs/sample-data.md.
         */
        get: operations["getSampleData"];
        put?: never;
        /**
         * Load the sample book (about 150 deals, documents, sandbox GHL opportunities)
         * @description Through the same service paths as real work, so the dashboards' rollups, the timeline and
         *     every derived field are right. The caller owns a share of the deals; sample members own the
         *     rest. 403 while any real provider is configured; 409 when deals already exist (the sample
         *     book included). The book loads in the background (a minute or so on the embedded database):
         *     the answer says `loading`, and GET /sample-data follows it until `loaded`.
         */
        post: operations["loadSampleData"];
        /**
         * Remove the sample book and nothing else
         * @description Removes exactly what loading made: the sample deals (with their documents, stored files,
         *     timelines and comments), the sample members and the sandbox GHL opportunities and contacts.
         *     Deals created since by anyone are kept. Admins, or the member who loaded it (403 for anyone
         *     else); 409 when no sample book is loaded or it is still loading.
         */
        delete: operations["removeSampleData"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/ghl": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * GHL opportunity events (stage, status, value, name changes)
         * @description Authenticated by `X-GHL-Signature`: an Ed25519 signature (base64) over the raw body,
         *     checked with GHL's published public key (configurable). Unsigned calls are refused with
         *     401 unless an operator configured a shared secret, which must then match `X-Webhook-Secret`.
         *     Replay-safe and idempotent: a delivery already seen (same `webhookId`, or the same event
         *     content) answers 200 with `applied: false`. A signed event is also refused with 401 when its
         *     `timestamp` is missing, older than the configured window (5 minutes by default) or more than a
         *     minute in the future, or when its `locationId` is not the configured location; the error's
         *     `details` name `body.timestamp` or `body.locationId`. Events about unknown opportunities or of other
         *     types are acknowledged with `applied: false` and a `reason`. 429 is a transient failure on
         *     our side (rate limit or storage trouble): GHL retries only on 429.
         */
        post: operations["ghlWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deals/{id}/activities": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's `id` (an unknown id, or one that is not yours, answers 404) */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * A deal's activity timeline, newest first (the owner's own deals; admins any deal)
         * @description Append-only: creation, field changes (old and new value per field, with the form's labels),
         *     stage and status changes with what made them (GHL webhook, sync, import, reconciliation, an
         *     admin, the portal), documents uploaded and deleted, GHL link and sync, comments added. The
         *     deal's stage history is part of it. A member asking for another member's deal gets 404.
         */
        get: operations["listDealActivities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deals/{id}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's `id` (an unknown id, or one that is not yours, answers 404) */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * A deal's comments, newest first (between its owner and the admins)
         * @description Only the deal's owner and admins see its comments; another member gets 404. `canEdit` and
         *     `canDelete` say what the caller may do with each comment.
         */
        get: operations["listDealComments"];
        put?: never;
        /**
         * Add a comment to a deal (its owner or an admin)
         * @description Plain text, stored as given (front ends make links clickable and never render HTML). The
         *     author is always the signed-in caller: a body naming an author is refused (400). At most
         *     2,000 characters: longer answers 400 with `Comments can be at most 2,000 characters`; an
         *     empty or blank one answers 400 with `Write a comment first`.
         */
        post: operations["createDealComment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deals/{id}/comments/{commentId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's `id` (an unknown id, or one that is not yours, answers 404) */
                id: components["parameters"]["IdPath"];
                /** @description The comment's `id` */
                commentId: components["parameters"]["CommentIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Edit one's own comment within 5 minutes of posting it
         * @description Only the author may edit, within 5 minutes of `createdAt` (`editableUntil`). Someone else's
         *     comment answers 403 `You can only edit your own comments`; a late edit answers 409
         *     `Comments can be edited only in the first 5 minutes`. Same text rules as creating one.
         */
        put: operations["updateDealComment"];
        post?: never;
        /**
         * Delete a comment (one's own; admins any)
         * @description A member deleting someone else's comment gets 403 `You can only delete your own comments`.
         */
        delete: operations["deleteDealComment"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's notifications, newest first, with the unread count */
        get: operations["listNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/updates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The unread count and the notifications created after `since` (the polling fallback)
         * @description Cheap enough to call every 30 seconds when the event stream is not available. Pass the
         *     previous answer's `serverTime` as `since`; without `since` only the count is answered.
         */
        get: operations["getNotificationUpdates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Server-Sent Events with the caller's new notifications
         * @description `text/event-stream`. Authenticated like every call, with the bearer token in the
         *     Authorization header, so browsers read it with fetch() and a ReadableStream (EventSource
         *     cannot send headers). Events: `notification` (data: a Notification as JSON, `id` its
         *     createdAt for `Last-Event-ID`), `unread` (data: `{"unreadCount": n}`), and a comment line
         *     every 20 seconds as heartbeat; before the gateway ends a stream for a reason of the
         *     member's, a last `closed` event (data: `{"reason": "replaced"}` when a newer stream took
         *     its place, `{"reason": "signedOut"}` when the session ended). Any gateway instance serves it: each one polls the database
         *     for its connected users' new notifications. A member may hold `notificationStreamsPerMember`
         *     streams (GET /admin/settings/quotas; five by default) across every instance: opening one
         *     more ends their oldest. Each stream re-checks its session every minute and ends once the
         *     session is over (logout, revocation, the account no longer whitelisted). It also ends
         *     after ten minutes or when the instance shuts down; reconnect with `Last-Event-ID` to
         *     receive what was missed.
         */
        get: operations["streamNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark every notification of the caller read */
        post: operations["markAllNotificationsRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How the caller is told of each kind of event (in the portal, also by e-mail, or not at all) */
        get: operations["getNotificationPreferences"];
        /** Change the caller's preferences (kinds left out keep their setting) */
        put: operations["updateNotificationPreferences"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's `id` (an unknown id, or one that is not yours, answers 404) */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark one of the caller's notifications read (another user's answers 404) */
        post: operations["markNotificationRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/settings/checklist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The document checklist template of every deal type, and the reminder interval
         * @description One template per deal type, in the order `Acquisition`, `Purchase`, `Refinance`,
         *     `New Construction`, `Construction`, `Bridge`, then `Other` (deals whose type is empty or
         *     none of these). Until an admin saves, the shipped default set for commercial real-estate
         *     loans is returned.
         */
        get: operations["getChecklistSettings"];
        /**
         * Replace the checklist templates and the reminder interval
         * @description Every deal type appears exactly once. Within a template, item ids are unique (an id shared
         *     by several templates names the same document: a deal whose type changes keeps that item's
         *     status). Names must not be blank. A bad template answers 400 naming the field, e.g.
         *     `body.templates[0].items[2].name`. Every deal's progress is recomputed.
         */
        put: operations["saveChecklistSettings"];
        post?: never;
        /**
         * Put the shipped default templates and reminder interval back
         * @description Forgets the saved templates and reminder interval: the shipped default set for commercial
         *     real-estate loans applies again (`updatedAt` null), and every deal's progress is recomputed.
         */
        delete: operations["resetChecklistSettings"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deals/{id}/checklist": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's `id` (an unknown id, or one that is not yours, answers 404) */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * The document checklist of a deal (the caller's own deal; admins any deal)
         * @description The items of the template of the deal's type, in the template's order, each with its
         *     status, the admin's reason when rejected and the documents uploaded against it.
         */
        get: operations["getDealChecklist"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/deals/{id}/checklist/{itemId}/review": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's `id` (an unknown id, or one that is not yours, answers 404) */
                id: components["parameters"]["IdPath"];
                /** @description The checklist item's `id` (e.g. `rent-roll`) */
                itemId: components["parameters"]["ChecklistItemIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept or reject a checklist item of a deal
         * @description Only an item with a document (Uploaded, Accepted or Rejected) can be reviewed; a Missing
         *     item answers 409 'Nothing has been uploaded for this item yet'. A rejection needs a reason
         *     ('A reason is required to reject an item'). The deal's owner is notified
         *     (`checklistReviewed`, following their preferences) and the timeline records the review.
         */
        post: operations["reviewChecklistItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/lenders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The lender directory, a page at a time
         * @description Keyset pages like GET /deals (newest first); a malformed or foreign cursor answers 400
         *     'Invalid cursor'. `q` finds lenders where every word of it starts a word of the lender's
         *     name (case and accents ignored). `state`, `propertyType` and `loanPurpose` keep lenders
         *     with at least one active program that lends there (a nationwide program covers every
         *     state), on that property type or for that purpose. Filters combine (AND); a cursor is
         *     bound to them.
         */
        get: operations["listLenders"];
        put?: never;
        /**
         * Add a lender to the directory
         * @description `name` is trimmed (inner spaces collapsed); blank answers 400 'Lender name is required', a
         *     name another lender has (regardless of case) 409. A website without a scheme gets
         *     `https://`; one that is not a web address answers 400.
         */
        post: operations["createLender"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/lenders/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The whole lender directory as CSV, in the import's columns
         * @description One row per program with its lender's columns (and one of the lender's contacts, in
         *     turn); a lender's further contacts, and a lender without programs, get rows with the
         *     program columns empty. Importing the file again leaves the directory as it is
         *     (docs/lenders-csv.md). Quoted and neutralised as exportDeals describes.
         */
        get: operations["exportLenders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/lenders/import/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A CSV template for the lender import (the header line and two example rows) */
        get: operations["getLenderImportTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/lenders/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import lenders, programs and contacts from a CSV file
         * @description The body is the CSV file itself (`Content-Type: text/csv`, UTF-8, at most 5 MB and
         *     10,000 rows; columns in docs/lenders-csv.md). Every row is checked before anything is
         *     saved: a file with any bad row answers 400 'The file has N errors: nothing was imported',
         *     with one `details` entry per problem, e.g. field `rows[4].max_ltv`, message 'Row 4, column
         *     max_ltv: must be a number between 1 and 100' (rows are numbered as a spreadsheet shows
         *     them, the header being row 1). A lender is found by its name and a program by its
         *     lender's and its own name (trimmed, any case): a re-import updates them rather than
         *     adding duplicates. With `dryRun=true` nothing is saved and the answer says what would be.
         *     Another content type answers 415.
         */
        post: operations["importLenders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/lenders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's `id` (an unknown id, or one that is not yours, answers 404) */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** A lender with its programs and contacts */
        get: operations["getLender"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Edit a lender, or deactivate or reactivate it (`active`)
         * @description The same rules as POST for what is sent; an unknown id answers 404. A deactivated lender
         *     stays in the directory with its programs and contacts; its programs are not matched.
         */
        patch: operations["updateLender"];
        trace?: never;
    };
    "/admin/lenders/{id}/programs": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's `id` (an unknown id, or one that is not yours, answers 404) */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a program (a credit box) to a lender
         * @description `name` is trimmed; blank answers 400 'Program name is required', a name the lender's other
         *     programs have (regardless of case) 409. The minimum loan may not exceed the maximum, nor
         *     the minimum term the maximum (400). A program names at least one state unless it is
         *     nationwide (a nationwide program keeps no states). An unknown lender answers 404.
         */
        post: operations["createLenderProgram"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/lenders/{id}/programs/{programId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's `id` (an unknown id, or one that is not yours, answers 404) */
                id: components["parameters"]["IdPath"];
                /** @description The program's `id` */
                programId: components["parameters"]["ProgramIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a program */
        delete: operations["deleteLenderProgram"];
        options?: never;
        head?: never;
        /**
         * Edit a program, or deactivate or reactivate it (`active`)
         * @description The same rules as POST, checked on the program as it would be after the change; an unknown lender or program answers 404.
         */
        patch: operations["updateLenderProgram"];
        trace?: never;
    };
    "/admin/lenders/{id}/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's `id` (an unknown id, or one that is not yours, answers 404) */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a contact to a lender
         * @description `name` is trimmed; blank answers 400 'Contact name is required'. At most 50 contacts per
         *     lender (409). An unknown lender answers 404.
         */
        post: operations["createLenderContact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/lenders/{id}/contacts/{contactId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's `id` (an unknown id, or one that is not yours, answers 404) */
                id: components["parameters"]["IdPath"];
                /** @description The contact's `id` */
                contactId: components["parameters"]["ContactIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a lender's contact */
        delete: operations["deleteLenderContact"];
        options?: never;
        head?: never;
        /**
         * Edit a lender's contact
         * @description The same rules as POST for what is sent; an unknown lender or contact answers 404.
         */
        patch: operations["updateLenderContact"];
        trace?: never;
    };
    "/admin/placement/figures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Placement figures per lender (submissions, response rate, median time to first answer, quotes, selected) and their totals
         * @description One row per lender that was sent a deal or gave a quote, the most submissions first
         *     (docs/placement.md#placement-figures). A **response** is an answer from the deal room:
         *     interested, pass or quote (a later answer replaces the first but the submission counts
         *     once). `responseRatePercent` is responses over submissions (null without submissions).
         *     The **time to first answer** runs from a submission's sent event to its first answer
         *     event; `medianHoursToFirstAnswer` is the median over the answered submissions, in hours
         *     (null when none was answered). `quotes` counts every quote of the lender (from a room or
         *     recorded by an admin; a revised quote counts again); `selected` those marked selected.
         *     `lenderId` keeps one lender (its page); an unknown one answers 404. The totals are over
         *     the rows returned. Without `lenderId` (the Overview) the figures may be up to a minute
         *     old (`asOf`): each instance keeps them and computes them again in the background when a
         *     read finds them older, so the read itself does not grow with the submissions. With
         *     `lenderId` they are computed for the read.
         */
        get: operations["getPlacementFigures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/placement/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The placement figures as CSV, one row per lender
         * @description The rows of getPlacementFigures in its order, with the columns lender_id, lender_name,
         *     submissions, responses, response_rate_percent, median_hours_to_first_answer, quotes,
         *     selected and last_sent_at (empty when unknown). Lender names are admin-typed text:
         *     quoted and neutralised as exportDeals describes.
         */
        get: operations["exportPlacementFigures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/settings/placement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The sizing defaults per loan purpose and the match tolerances
         * @description The terms a deal is sized on when no program is chosen (per loan purpose: rate,
         *     amortisation, LTV, LTC, DSCR and debt-yield limits) and how far a program may miss one
         *     criterion and still be Near. Until an admin saves them the shipped defaults apply
         *     (docs/lenders.md); `defaults` carries those so a form can put them back.
         */
        get: operations["getPlacementSettings"];
        /**
         * Change the sizing defaults or the match tolerances
         * @description Sets what it names; the other keeps its value, and null puts the shipped defaults back.
         *     Every purpose and every tolerance is required in what is sent. Out-of-range values answer
         *     400 naming each field (`construction.maxLtcPercent`, `tolerances.dscr`) and its range, and
         *     nothing is saved. Takes effect at once on every instance (sizing and matching read them
         *     per request).
         */
        put: operations["savePlacementSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deals/{id}/placement": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's `id` (an unknown id, or one that is not yours, answers 404) */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * A deal's loan sizing and how many lender programs match it (the caller's own deal; admins any deal)
         * @description The sizing on the default terms of the deal's loan purpose (Settings), the terms used, and
         *     the number of active programs that Match or are Near with the deal fields that would
         *     sharpen the result. Never names a lender or a program: members see counts only.
         */
        get: operations["getDealPlacement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deals/{id}/quotes": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's `id` (an unknown id, or one that is not yours, answers 404) */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * The quotes an admin shared on a deal (the caller's own deal; admins any deal)
         * @description Newest first, each with its lender, terms and figures, and whether it is the selected
         *     quote. Never a lender's contact, and never a quote not shared. Another member's deal
         *     answers 404, as every deal operation does.
         */
        get: operations["listSharedDealQuotes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deals/{id}/summary.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's `id` (an unknown id, or one that is not yours, answers 404) */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * A one- or two-page PDF summary of a deal (the caller's own deal; admins any deal)
         * @description The portal's name, deal id, property type, city and state, loan request and purpose, the
         *     loan sizing on the default terms of the deal's loan purpose with the limit that binds,
         *     sponsor net worth and liquidity, the additional information (cut with an ellipsis when it
         *     would not fit on two pages) and the names of the deal's documents (docs/placement.md).
         *     `form=anonymised` (the default, the form lenders get) leaves out the client's name, phone,
         *     e-mail and the street address; `form=full` includes them. Another member's deal answers
         *     404, as every deal operation does.
         */
        get: operations["getDealSummaryPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/deals/{id}/matches": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's `id` (an unknown id, or one that is not yours, answers 404) */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * The lender programs that Match a deal or are Near, with their lenders, contacts and reasons
         * @description Every active program judged on each criterion its credit box sets (met, missed with both
         *     figures, or unknown). Match first, then by closeness, then by program name; at most `limit`
         *     results (the summary counts all of them). An unknown deal answers 404.
         */
        get: operations["getDealMatches"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/lenders/{id}/programs/{programId}/deals": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's `id` (an unknown id, or one that is not yours, answers 404) */
                id: components["parameters"]["IdPath"];
                programId: string;
            };
            cookie?: never;
        };
        /**
         * The open deals that fit a program (Match or Near), the reverse of a deal's matches
         * @description Every open deal judged against the program as a deal's matches judge it (an inactive
         *     program too, so an admin can see what it would fit). Match first, then by closeness, then
         *     newest; at most `limit` rows (`total` counts all). An unknown lender or program answers 404.
         */
        get: operations["getProgramDeals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/deals/{id}/submissions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's `id` (an unknown id, or one that is not yours, answers 404) */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * A deal's submissions to lender contacts, newest first, each with its state and events
         * @description One row per contact a deal was sent to: the state its events have reached (sent, opened,
         *     viewedDocuments, then interested, passed or quoted), `expired` once its link's expiry
         *     passed unanswered, `revoked` once an admin revoked it. An unknown deal answers 404.
         */
        get: operations["listLenderSubmissions"];
        put?: never;
        /**
         * Send a deal to lender contacts, one e-mail each with a personal deal-room link
         * @description Each contact (of the lender directory, with an e-mail address) gets one submission: a
         *     random link of 256 bits valid `expiresInDays` days (1 to 90, 30 by default) that opens a
         *     deal room showing the anonymised summary and the listed documents of this deal, and one
         *     e-mail through the outbox. `sendKey` is the client's idempotency key for this send: the
         *     same key sent again (a retry, another instance, several clients at once) creates nothing
         *     new and answers the submissions stored, so every contact gets exactly one e-mail. An
         *     unknown deal answers 404; an unknown contact, one without an e-mail address, or a
         *     document not of this deal answers 400 naming it, and nothing is sent.
         */
        post: operations["sendLenderSubmissions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/deals/{id}/submissions/{submissionId}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's `id` (an unknown id, or one that is not yours, answers 404) */
                id: components["parameters"]["IdPath"];
                /** @description The submission's `id` */
                submissionId: components["parameters"]["SubmissionIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke a submission's deal-room link at once
         * @description The link then answers exactly as an unknown one does. Revoking again changes nothing. An
         *     unknown deal or submission (or one of another deal) answers 404.
         */
        post: operations["revokeLenderSubmission"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/deals/{id}/quotes": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's `id` (an unknown id, or one that is not yours, answers 404) */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * A deal's quotes (from deal rooms and recorded by admins), newest first, with the figures compared
         * @description Each quote carries its figures computed on the server (docs/placement.md): the rate in
         *     effect (a floating rate is the index's assumed rate in the placement settings plus the
         *     spread), the annual debt service on the quoted amount, the DSCR against the deal's net
         *     operating income (null when the deal has none), and whether the quote has expired. An
         *     unknown deal answers 404.
         */
        get: operations["listDealQuotes"];
        put?: never;
        /**
         * Record a quote a lender gave outside the portal (e-mail, phone, a term sheet)
         * @description The lender is one of the directory; `contactName` is free text. `termSheetDocumentId`
         *     names one of this deal's documents (a PDF) as the term sheet. Each field is checked and a
         *     400 names it (`body.terms.ratePercent`); nothing is stored on any error. Recorded on the
         *     deal's timeline, and the deal's owner is notified (in-app and e-mail, by their
         *     preferences). An unknown deal answers 404.
         */
        post: operations["recordDealQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/deals/{id}/quotes/export": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's `id` (an unknown id, or one that is not yours, answers 404) */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * A deal's quotes compared, as CSV (one row per quote, the terms and figures as columns)
         * @description The columns of the Quotes tab, newest first. Text a lender typed (conditions,
         *     prepayment) is quoted and neutralised as exportDeals describes. An unknown deal answers
         *     404.
         */
        get: operations["exportDealQuotes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/deals/{id}/quotes/{quoteId}/select": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's `id` (an unknown id, or one that is not yours, answers 404) */
                id: components["parameters"]["IdPath"];
                /** @description The quote's `id` */
                quoteId: components["parameters"]["QuoteIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a quote as the selected one; its terms are recorded on the deal
         * @description At most one quote of a deal is selected; selecting another moves the mark. The deal's
         *     `selectedQuote` takes the quote's lender and terms, the timeline records it, and the
         *     deal's owner is notified (in-app and e-mail, by their preferences) and sees the quote
         *     (a selected quote is shared). An expired quote answers 409 'This quote has expired';
         *     selecting the selected quote again changes nothing. An unknown deal or quote (or one of
         *     another deal) answers 404.
         */
        post: operations["selectDealQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/deals/{id}/quotes/{quoteId}/shared": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's `id` (an unknown id, or one that is not yours, answers 404) */
                id: components["parameters"]["IdPath"];
                /** @description The quote's `id` */
                quoteId: components["parameters"]["QuoteIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Share a quote with the deal's owner, or stop sharing it
         * @description A shared quote is listed to the deal's owner (listSharedDealQuotes) with its lender,
         *     terms and figures (never the lender's contact). The selected quote stays shared. An
         *     unknown deal or quote answers 404.
         */
        put: operations["shareDealQuote"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/duplicates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Deals flagged as a possible duplicate, newest first (open ones by default)
         * @description A flag is raised when a deal's property (normalised address, or name and state) matches
         *     another deal still open or closed within the window of the duplicate settings, after a
         *     create, an edit or a GHL import (docs/duplicates-and-fees.md). Each flag names the deal
         *     that raised it, the deals it matches and their owners. `status` filters (default `open`).
         *     Keyset pages like GET /deals; a malformed or foreign cursor answers 400 'Invalid cursor'.
         */
        get: operations["listDuplicateFlags"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/duplicates/{id}/dismiss": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's `id` (an unknown id, or one that is not yours, answers 404) */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resolve a flag as not a duplicate
         * @description The flag is closed (`dismissed`, with who and when) and the deal no longer carries the
         *     notice. The same pair is not flagged again by a later edit. A flag already resolved
         *     answers 409 'This flag is already resolved'; an unknown flag 404.
         */
        post: operations["dismissDuplicateFlag"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/duplicates/{id}/merge": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's `id` (an unknown id, or one that is not yours, answers 404) */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Merge two deals of a flag into one
         * @description `keepDealId` and `mergeDealId` are two different deals of the flag (the one that raised
         *     it or one it matches). The merged deal's documents, comments, checklist reviews, timeline,
         *     lender submissions and quotes move to the kept deal; the kept deal's fields stay, and its
         *     empty fields take the merged deal's values. The merged deal is removed (counts and
         *     analytics follow at once). Its GHL opportunity is taken over by the kept deal when that
         *     has none; otherwise the delete policy of the GHL settings is applied to it once. Both
         *     owners are notified, and the kept deal's timeline records the merge. A flag already
         *     resolved answers 409 'This flag is already resolved'; a deal not in the flag 400.
         */
        post: operations["mergeDuplicateDeals"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/ghl/import-opportunity/matches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The portal deals whose property matches a GHL opportunity, before it is imported
         * @description Reads the opportunity from GHL (as importGhlOpportunity does) and answers the deals of
         *     the portal with the same property, so the import can be offered as a link to one of them
         *     instead of a new deal. An opportunity already linked to a deal answers that deal alone.
         *     404 when the opportunity does not exist; 409 when GHL is not configured; 502 when GHL
         *     fails.
         */
        post: operations["findGhlImportMatches"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/settings/duplicates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How long a closed deal still counts for the duplicate check */
        get: operations["getDuplicateSettings"];
        /**
         * Change how long a closed deal still counts for the duplicate check
         * @description Out-of-range values answer 400 naming the field and nothing is saved; null puts the
         *     shipped default back.
         */
        put: operations["saveDuplicateSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deals/{id}/fee": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's `id` (an unknown id, or one that is not yours, answers 404) */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * A deal's broker fee (the caller's own deal; admins any deal)
         * @description The figures recorded and what follows from them: the expected fee, the broker's share
         *     (the deal's own percentage, else the owner's, else the default of the fee settings), the
         *     day it falls due and its state. `fee` is null until a figure is recorded or a quote is
         *     selected. Another member's deal answers 404, as every deal operation does.
         */
        get: operations["getDealFee"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/deals/{id}/fee": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's `id` (an unknown id, or one that is not yours, answers 404) */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Record or change a deal's fee figures and payment
         * @description Sets what it names; a field left out keeps its value and null clears it. Each field is
         *     checked and a 400 names it (`body.feePoints`); a received amount needs its date and the
         *     reverse. Every change is recorded on the deal's timeline (`feeChanged`, with who made it
         *     and each figure's old and new value). An unknown deal answers 404.
         */
        put: operations["saveDealFee"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/earnings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's earnings from broker fees
         * @description Over the caller's own deals: the expected pipeline (the broker's share of every open
         *     fee) and its forecast weighted by the stage probabilities of the fee settings, what was
         *     received this calendar year (UTC), and the overdue fees. Only the caller's deals count.
         */
        get: operations["getMyEarnings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/fees/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Broker fees by member and month
         * @description One row per member and month (the month of the payment when received, else of the
         *     expected closing date; `month` null for fees with neither), with the expected fees, the
         *     brokers' shares, what was received and what is overdue, and totals. `from` and `to`
         *     (yyyy-MM, both included) bound the months; fees without a month are listed only when
         *     neither is given.
         */
        get: operations["getFeeReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/fees/report/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The fee report as CSV, one row per deal (member, month, deal, figures, state)
         * @description The same months and filters as getFeeReport. Text is quoted and neutralised as
         *     exportDeals describes.
         */
        get: operations["exportFeeReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/fees/overdue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Fees past their due day and not received, longest overdue first (for the Overview) */
        get: operations["listOverdueFees"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/settings/fees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The default broker share, when a fee is overdue, and the stage probabilities of the forecast */
        get: operations["getFeeSettings"];
        /**
         * Change the fee settings
         * @description Sets what it names; the others keep their value, and null puts the shipped default back.
         *     `stageProbabilities` needs every stage of the pipeline, each 0 to 100. Out-of-range values
         *     answer 400 naming each field (`stageProbabilities.Proposal`) and nothing is saved.
         */
        put: operations["saveFeeSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rooms/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The deal-room link's token (43 base64url characters); any other value up to 200 characters answers the invalid-link 404 */
                token: components["parameters"]["RoomTokenPath"];
            };
            cookie?: never;
        };
        /**
         * A lender's deal room (no account; the link's token is the key)
         * @description The anonymised summary of the deal (never the client's name, phone, e-mail or street
         *     address), the documents shared with this submission and the lender's current answer.
         *     Unknown, expired and revoked links all answer the same 404 with the same body
         *     ('This link is not valid or has expired'). Rate-limited per link and per address (429).
         */
        get: operations["getDealRoom"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rooms/{token}/documents/{documentId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The deal-room link's token (43 base64url characters); any other value up to 200 characters answers the invalid-link 404 */
                token: components["parameters"]["RoomTokenPath"];
                documentId: string;
            };
            cookie?: never;
        };
        /**
         * A document shared with the room's submission (inline preview or download)
         * @description As `downloadDocument` (attachment by default; `disposition=inline` for a PDF, JPG or PNG;
         *     one `Range`), for a document in the submission's shared list that belongs to its deal;
         *     any other document answers the same 404 as an invalid link. Each answer is recorded on the
         *     deal's timeline ("<lender> viewed <file>" or "<lender> downloaded <file>").
         */
        get: operations["downloadDealRoomDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rooms/{token}/term-sheet": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The deal-room link's token (43 base64url characters); any other value up to 200 characters answers the invalid-link 404 */
                token: components["parameters"]["RoomTokenPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The lender uploads a term sheet (a PDF) to go with a quote
         * @description Streamed, at most 10 MB ('File size must be less than 10MB'); only a PDF (checked by
         *     magic bytes) is taken, anything else answers 415 'Please upload the term sheet as a
         *     PDF.'. Stored with the deal's documents (not shared with other lenders) and named in the
         *     next quote answer by `termSheetId`. Rate-limited as the room's other calls.
         */
        post: operations["uploadDealRoomTermSheet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rooms/{token}/answer": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The deal-room link's token (43 base64url characters); any other value up to 200 characters answers the invalid-link 404 */
                token: components["parameters"]["RoomTokenPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The lender's answer from the room - interested, pass (a reason and text) or a quote
         * @description A later answer replaces the current one (each quote is kept). Each field is checked and a
         *     400 names it (`body.quote.ratePercent`). Recorded on the deal's timeline; text the
         *     lender types is stored and shown as plain text.
         */
        post: operations["answerDealRoom"];
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
        /** @description The one error body. `error` is the short message a user may see; `message` explains it. */
        Error: {
            error: string;
            message: string;
            details?: components["schemas"]["ErrorDetail"][];
            /** @description The id of the request that failed, equal to its `X-Request-Id` response header and present on every log line the gateway wrote for it. Quote it when reporting a problem. */
            requestId?: string;
        };
        ErrorDetail: {
            /** @description Where the problem is, e.g. `body.clientEmail` or `query.startDate` */
            field: string;
            message: string;
        };
        MessageResult: {
            message: string;
        };
        Health: {
            /** @enum {string} */
            status: "ok" | "unavailable";
            uptimeSeconds?: number;
            /**
             * @description The release (semver) this gateway runs, as in CHANGELOG.md
             * @example 1.1.0
             */
            version?: string;
        };
        PublicConfig: {
            productName: string;
            /** @description Where LOGIN WITH DISCORD sends the browser (`startDiscordSignIn`), which binds a single-use state to it and redirects to Discord's authorize page */
            discordSignInUrl: string;
            /** @description The community membership page that /join sends visitors to */
            joinUrl: string;
            /** @description Which external services are simulated on this deployment */
            sandbox: {
                discord: boolean;
                ghl: boolean;
                microsoft: boolean;
                smtp: boolean;
            };
        };
        SessionCodeRequest: {
            /** @description The single-use code from the callback's `#code=` fragment */
            code: string;
        };
        SessionGrant: {
            /** @description A short-lived bearer token; keep it in memory only */
            token: string;
            user: components["schemas"]["User"];
            /**
             * Format: date-time
             * @description When the token stops working; refresh before then
             */
            expiresAt: string;
        };
        User: {
            id: string;
            discordId: string;
            username: string;
            name: string | null;
            email: string | null;
            /** @description Absolute URL of the avatar image, or null for the placeholder */
            avatar: string | null;
            isAdmin: boolean;
            isWhitelisted: boolean;
            /** Format: date-time */
            createdAt?: string;
            /** Format: date-time */
            lastLoginAt?: string | null;
            /** @description The member's own share of broker fees, in percent (admin views; null for the default of the fee settings) */
            brokerSharePercent?: number | null;
        };
        /** @description A page of users, newest first; `nextCursor` is null on the last page. */
        UserPage: {
            items: components["schemas"]["User"][];
            /** @description Pass as `cursor` for the next page; null when there is none */
            nextCursor: string | null;
            /** @description Rows matching the list and its filter (all pages together), counted when the first page is read; later pages of the same listing repeat that count */
            total: number;
        };
        /** @description Who created a deal, as shown to admins */
        DealCreator: {
            id: string;
            username: string;
            name: string | null;
            email: string | null;
        };
        StageChange: {
            /** @description The stage before (null for the first stage) */
            from: string | null;
            to: string | null;
            /** Format: date-time */
            at: string;
            /** @enum {string} */
            source: "webhook" | "reconciliation" | "sync" | "import" | "manual";
        };
        /**
         * @description A loan deal as read. Text fields are null when empty. For the fields that have an
         *     `application…` twin (filled from the GHL contact's application form), readers show the
         *     twin when the main field is empty.
         */
        Deal: {
            /** @description The id used in paths */
            id: string;
            /** @description Human-readable unique number, e.g. `DL-2026-000123` */
            dealId: string;
            /** @description The owner's user id */
            userId: string;
            /** @description The owner's Discord username when the deal was created */
            createdBy: string | null;
            /** @description The owner, filled on admin views (GET /admin/deals, GET /deals/{id} by an admin); null when the account no longer exists */
            createdByUser?: components["schemas"]["DealCreator"] | null;
            /** @description Display name of the property (set from the GHL opportunity on import; null for deals created here) */
            propertyName: string | null;
            propertyAddress: string | null;
            propertyType: string | null;
            dealType: string | null;
            propertyVintage: string | null;
            sponsorNetWorth: string | null;
            sponsorLiquidity: string | null;
            /** @description As typed, e.g. '$1.5M' or '500K' */
            loanRequest: string | null;
            /** @description `loanRequest` parsed by the shared parser at write time; null when it does not parse */
            loanAmount: number | null;
            additionalInformation: string | null;
            /** @description Client first and last name joined with a space */
            contactName: string | null;
            contactPhone: string | null;
            contactEmail: string | null;
            /** @description Open (default), Under Review, In Underwriting, LOE Sent, Closed, or another status set by a GHL stage mapping */
            status: string;
            /** @description Pipeline stage. Deals created in the portal start at Qualification; GHL stage names lose a trailing ' Stage' ('Initial Qualification Stage' becomes Qualification); null only for imported deals GHL gave no stage */
            stage: string | null;
            /** Format: date-time */
            stageLastUpdated: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            opportunityName: string | null;
            ghlOpportunityId: string | null;
            applicationDealType: string | null;
            applicationPropertyType: string | null;
            applicationPropertyAddress: string | null;
            applicationPropertyVintage: string | null;
            applicationSponsorNetWorth: string | null;
            applicationSponsorLiquidity: string | null;
            applicationLoanRequest: string | null;
            applicationAdditionalInformation: string | null;
            /** @description Every stage change, oldest first */
            stageHistory: components["schemas"]["StageChange"][];
            /** @description The document checklist's 'N of M' (kept on the deal, so lists need no extra request) */
            checklist: components["schemas"]["ChecklistProgress"];
            /**
             * Format: date-time
             * @description When the deal entered its current stage (set by every stage change, whatever its source; its creation when it never changed)
             */
            stageEnteredAt: string;
            /** @description Whole days since `stageEnteredAt`, at the time of the answer */
            daysInStage: number;
            /** @description Whether `daysInStage` is past the threshold of the deal's stage (GET /admin/settings/stale-thresholds), at the time of the answer; never for stages without a threshold or deals without a stage */
            stale: boolean;
            /**
             * @description Two-letter US state code (the fifty states, DC and Puerto Rico); filled from the address when a create or edit does not give it and the address names one state
             * @enum {string|null}
             */
            propertyState: "AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "PR" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY" | null;
            /** @description As-is value, or the purchase price for an acquisition, in dollars (docs/lenders.md#underwriting-fields) */
            propertyValue: number | null;
            /** @description Annual net operating income, in dollars */
            netOperatingIncome: number | null;
            /** @enum {string|null} */
            loanPurpose: "purchase" | "refinance" | "cash-out-refinance" | "construction" | "bridge" | null;
            /** @description Total project cost, for construction and heavy renovation, in dollars */
            totalProjectCost: number | null;
            /** @description Requested term */
            termMonths: number | null;
            /** @description Requested amortisation */
            amortisationMonths: number | null;
            /** @description Requested interest-only period, no longer than the term */
            interestOnlyMonths: number | null;
            /** @description The quote an admin selected (selectDealQuote); absent or null until then */
            selectedQuote?: components["schemas"]["SelectedQuote"] | null;
            /** @description True while an open duplicate flag names this deal as the one that raised it (the owner sees only 'This property may already be in our pipeline; an admin will review it.'); absent means false */
            possibleDuplicate?: boolean;
            /** @description The open duplicate flag raised by this deal (admin views only; absent elsewhere) */
            duplicateFlagId?: string | null;
            /** @description The deal's broker fee (getDealFee); absent or null until a figure is recorded or a quote selected */
            fee?: components["schemas"]["DealFee"] | null;
        };
        /** @description A page of deals, newest first; `nextCursor` is null on the last page. */
        DealPage: {
            items: components["schemas"]["Deal"][];
            /** @description Pass as `cursor` for the next page; null when there is none */
            nextCursor: string | null;
            /** @description Rows matching the list and its filter (all pages together), counted when the first page is read; later pages of the same listing repeat that count */
            total: number;
        };
        PipelineStage: {
            /** @description The normalised stage name, or `No Stage` */
            stage: string;
            count: number;
            /** @description Sum of `loanAmount`, or of the parsed loan request where `loanAmount` is empty */
            totalAmount: number;
            /** @description The stage's property types (the application's when the deal's is empty), most frequent first */
            propertyTypes: {
                name: string;
                count: number;
            }[];
            /**
             * Format: date-time
             * @description The latest `stageLastUpdated` among the stage's deals (the header's recent-update dot); null when none has one
             */
            lastStageUpdate: string | null;
            /** @description Only when `pageLimit` is given; the stage's first page of deals, newest first (its `total` is the stage's `count`) */
            firstPage?: components["schemas"]["DealPage"];
        };
        DealPipeline: {
            /** @description Deals in all stages together */
            total: number;
            /** @description Only stages holding deals, in no particular order */
            stages: components["schemas"]["PipelineStage"][];
        };
        /**
         * @description The create form. Every field is optional here so that the domain layer answers missing or
         *     blank required fields with the exact messages of docs/product.md#deal-form-validation (see
         *     createDeal).
         */
        DealCreateRequest: {
            /** @description Ignored; the creator is the token's user */
            discordUsername?: string;
            clientFirstName?: string;
            clientLastName?: string;
            clientPhone?: string;
            clientEmail?: string;
            dealType?: string;
            propertyType?: string;
            propertyAddress?: string;
            propertyVintage?: string;
            sponsorNetWorth?: string;
            sponsorLiquidity?: string;
            loanRequest?: string;
            anyAdditionalInformation?: string;
            /**
             * @description A US state: its two-letter code, or its name, in any case; stored as the code. Left out,
             *     it is filled from `propertyAddress` when the address names one state (on an edit: when
             *     the deal has no state yet or the address changed). Null or empty clears it.
             */
            propertyState?: string | null;
            /** @description As-is value or purchase price, dollars from 0 to 10,000,000,000 */
            propertyValue?: number | null;
            /** @description Annual net operating income, dollars from 0 to 1,000,000,000 */
            netOperatingIncome?: number | null;
            /** @description One of purchase, refinance, cash-out-refinance, construction, bridge; null or empty clears it */
            loanPurpose?: string | null;
            /** @description Total project cost (construction), dollars from 0 to 10,000,000,000 */
            totalProjectCost?: number | null;
            /** @description Requested term, whole months from 1 to 480 */
            termMonths?: number | null;
            /** @description Requested amortisation, whole months from 12 to 480 */
            amortisationMonths?: number | null;
            /** @description Requested interest-only period, whole months from 0 to 480 and no longer than the term */
            interestOnlyMonths?: number | null;
        };
        /** @description The edit form (see updateDeal for which fields must be present) */
        DealUpdateRequest: {
            clientFirstName?: string;
            clientLastName?: string;
            clientPhone?: string;
            clientEmail?: string;
            dealType?: string;
            propertyType?: string;
            propertyAddress?: string;
            propertyVintage?: string;
            sponsorNetWorth?: string;
            sponsorLiquidity?: string;
            loanRequest?: string;
            anyAdditionalInformation?: string;
            /**
             * @description A US state: its two-letter code, or its name, in any case; stored as the code. Left out,
             *     it is filled from `propertyAddress` when the address names one state (on an edit: when
             *     the deal has no state yet or the address changed). Null or empty clears it.
             */
            propertyState?: string | null;
            /** @description As-is value or purchase price, dollars from 0 to 10,000,000,000 */
            propertyValue?: number | null;
            /** @description Annual net operating income, dollars from 0 to 1,000,000,000 */
            netOperatingIncome?: number | null;
            /** @description One of purchase, refinance, cash-out-refinance, construction, bridge; null or empty clears it */
            loanPurpose?: string | null;
            /** @description Total project cost (construction), dollars from 0 to 10,000,000,000 */
            totalProjectCost?: number | null;
            /** @description Requested term, whole months from 1 to 480 */
            termMonths?: number | null;
            /** @description Requested amortisation, whole months from 12 to 480 */
            amortisationMonths?: number | null;
            /** @description Requested interest-only period, whole months from 0 to 480 and no longer than the term */
            interestOnlyMonths?: number | null;
        };
        Document: {
            id: string;
            /** @description The deal's `id` */
            dealId: string;
            /** @description Who uploaded it */
            userId: string;
            /** @description The uploaded file name, sanitised */
            originalName: string;
            /** @description Detected from the content */
            mimeType: string;
            /** @description Bytes */
            fileSize: number;
            tags: string[];
            /** @description The file's OneDrive web link (opens for people with access to the admin drive); null when stored locally. Downloads go through GET /documents/{id}/download. */
            oneDriveUrl: string | null;
            /** @description The checklist item this document was uploaded against (null for none) */
            checklistItemId: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt?: string;
        };
        /** @description A page of documents, newest first; `nextCursor` is null on the last page. */
        DocumentPage: {
            items: components["schemas"]["Document"][];
            /** @description Pass as `cursor` for the next page; null when there is none */
            nextCursor: string | null;
            /** @description Rows matching the list and its filter (all pages together), counted when the first page is read; later pages of the same listing repeat that count */
            total: number;
        };
        DocumentUploadForm: {
            /** @description The file (at most 10 MB; PDF, DOC, DOCX, XLS, XLSX, JPG, PNG or ZIP) */
            file: string;
            /** @description The deal's `id` */
            dealId: string;
            /** @description JSON text of an array of strings, e.g. `[]` (the default) or `["appraisal"]` */
            tags?: string;
            /** @description The id of the deal's checklist item this file satisfies (left out or empty for none); an id not on the deal's checklist answers 400 */
            checklistItemId?: string;
        };
        DocumentUpdateRequest: {
            /** @description New display name (sanitised; the extension is kept) */
            originalName?: string;
            tags?: string[];
        };
        UploadResult: {
            /** @description e.g. 'Document uploaded successfully' */
            message: string;
            document: components["schemas"]["Document"];
        };
        GhlCustomFieldValue: {
            /** @description Custom-field key, e.g. `opportunity.property_address` */
            key: string;
            /** @description The value as text (the gateway normalises numbers and lists to text) */
            field_value: string | null;
        };
        GhlContactSummary: {
            name: string | null;
            email: string | null;
        };
        GhlOpportunity: {
            id: string;
            name: string;
            contact: components["schemas"]["GhlContactSummary"] | null;
            monetaryValue: number | null;
            /** @description GHL's status (open, won, lost, abandoned) */
            status: string;
            pipelineId: string;
            pipelineName: string | null;
            pipelineStageId: string | null;
            /** Format: date-time */
            createdAt: string | null;
            customFields: components["schemas"]["GhlCustomFieldValue"][];
        };
        GhlOpportunitiesResult: {
            /** @description One page, in GHL's order (newest first) */
            opportunities: components["schemas"]["GhlOpportunity"][];
            /** @description The next page's `cursor`; null on the last page */
            nextCursor: string | null;
            /** @description How many opportunities GHL says the list holds (for "N of total read") */
            total: number;
        };
        ComparisonDifference: {
            /** @description The GHL side's field, a standard one (`name`, `monetaryValue`) or a custom-field key (`opportunity.property_address`, …) */
            field: string;
            ourValue: string | number | null;
            ghlValue: string | number | null;
            /**
             * @description `standard` and `customField` say where the value lives in GHL; `missing` means the linked opportunity no longer exists in GHL (field `ghlOpportunityId`)
             * @enum {string}
             */
            type: "standard" | "customField" | "missing";
        };
        Comparison: {
            ourDeal: components["schemas"]["Deal"];
            /** @description Null when the linked opportunity no longer exists in GHL */
            ghlOpportunity: components["schemas"]["GhlOpportunity"] | null;
            hasDifferences: boolean;
            differences: components["schemas"]["ComparisonDifference"][];
        };
        SyncRequest: {
            /** @description Deal `id`s (no minItems, so an empty list gets the domain's message) */
            dealIds?: string[];
        };
        SyncDealResult: {
            /** @description The deal's `id`, as sent */
            dealId: string;
            success: boolean;
            /** @description Why it failed (only when `success` is false) */
            error?: string;
        };
        SyncResult: {
            totalRequested: number;
            successful: number;
            failed: number;
            results: components["schemas"]["SyncDealResult"][];
        };
        /** @description One or both flags (the UI sends one per toggle) */
        UserUpdateRequest: {
            isWhitelisted?: boolean;
            isAdmin?: boolean;
            /** @description The member's own share of broker fees; null for the default of the fee settings */
            brokerSharePercent?: number | null;
        };
        OneDriveStatus: {
            connected: boolean;
            /** @description Connected, but the refresh token no longer works; reconnect needed */
            expired: boolean;
            /** @description The connected Microsoft account */
            email: string | null;
            /** @description Where Connect OneDrive sends the admin's browser (`startOneDriveConnect`) with a signed, single-use, short-lived `state` bound to the calling admin; it binds the state to that browser and goes on to Microsoft's authorize page (code flow, files read/write, offline access, user read, redirect to /auth/onedrive/callback). Empty when the server has no Microsoft app configured (MS_CLIENT_ID) */
            authorizeUrl: string;
        };
        OneDriveConnectRequest: {
            code: string;
        };
        TopUser: {
            id: string;
            /** @description Display name, else the username */
            name: string;
            dealsCount: number;
        };
        FigureRow: {
            /** @description The stage or property type; null for deals without one */
            name: string | null;
            count: number;
            /** @description Sum of `loanAmount` of those deals */
            loanAmount: number;
        };
        RecentStageChange: {
            /** @description The deal's id */
            id: string;
            /** @description The deal's number (DL-yyyy-nnnnnn) */
            dealId: string;
            /** @description Property name, else opportunity name, else contact name, else 'Unnamed Deal' */
            dealName: string;
            from: string | null;
            to: string | null;
            /** Format: date-time */
            at: string;
        };
        CompareProgress: {
            pagesRead: number;
            opportunitiesRead: number;
            /** @description GHL's count of the pipeline's opportunities (null when GHL gives none) */
            total: number | null;
        };
        DealsSummary: {
            total: number;
            /** @description Deals whose status is not Closed */
            active: number;
            totalLoanAmount: number;
            /** @description Deal count per status (deals without a status count as Open) */
            byStatus: {
                [key: string]: number;
            };
            byStage: components["schemas"]["FigureRow"][];
            byPropertyType: components["schemas"]["FigureRow"][];
            /** @description Deal count and loan amount per deal type (the application's when the deal's is empty) */
            byDealType: components["schemas"]["FigureRow"][];
            /** @description The latest stage changes of the caller's deals, newest first */
            recentStageChanges: components["schemas"]["RecentStageChange"][];
        };
        Analytics: {
            users: {
                total: number;
                /** @description Users whose last sign-in falls on one of the last 30 days (UTC days, today included) */
                active: number;
                admins: number;
                /** @description Users awaiting approval (not whitelisted) */
                pending: number;
            };
            deals: {
                total: number;
                /** @description Sum of `loanAmount` */
                totalValue: number;
                /** @description Deal count per status (deals without a status count as Open) */
                byStatus: {
                    [key: string]: number;
                };
            };
            overview: {
                /** @description Deals plus documents ever created */
                totalActivity: number;
                /**
                 * @description Deals plus documents created in the last 30 days (deals are counted per UTC day:
                 *     those created on or after the day 30 days ago)
                 */
                recentActivity: number;
            };
            performance: {
                /** @description Users by number of deals, most first (at most 10) */
                topUsers: components["schemas"]["TopUser"][];
            };
        };
        GhlConnection: {
            connected: boolean;
        };
        GhlPipelineStage: {
            id: string;
            name: string;
        };
        GhlPipeline: {
            id: string;
            name: string;
            /** @description In GHL's order */
            stages: components["schemas"]["GhlPipelineStage"][];
            locationId: string;
        };
        GhlPipelinesResult: {
            pipelines: components["schemas"]["GhlPipeline"][];
        };
        GhlLoadPipelinesRequest: {
            /** @description Optional in the schema so that a missing key gets the domain's message 'API Key is required' */
            apiKey?: string;
            /** @description The GHL location (sub-account) to read; the saved one when left out. GHL lists pipelines per location. */
            locationId?: string;
        };
        GhlCalendar: {
            id: string;
            name: string;
            description?: string | null;
            isActive?: boolean;
        };
        GhlCalendarsResult: {
            calendars: components["schemas"]["GhlCalendar"][];
        };
        /** @description The GHL configuration as the browser sees it; secrets are masked (e.g. '••••1234'), never returned */
        GhlConfig: {
            /** @description Masked; null when none is saved */
            apiKey: string | null;
            hasApiKey: boolean;
            /** @description Masked; null when none is saved */
            v2Token: string | null;
            hasV2Token: boolean;
            pipelineId: string | null;
            calendarId: string | null;
            locationId: string | null;
            /** @description GHL user new opportunities are assigned to (the deployment's default when null) */
            assignedUserId: string | null;
            /** @description Stage labelled 'Initial Qualification Stage'; entering it sets status Under Review */
            underReviewStageId: string | null;
            /** @description Stage labelled 'Needs Analysis Stage'; entering it sets status In Underwriting */
            inUnderwritingStageId: string | null;
            /** @description Stage labelled 'Lender Submission Stage'; entering it sets status LOE Sent */
            loeSentStageId: string | null;
            /** @description Stage labelled 'Proposal Stage'; entering it sets status Closed */
            closedStageId: string | null;
            /** @description Stage labelled 'Signed Proposal Stage'; entering it sets status Signed Proposal */
            signedProposalStageId: string | null;
            /** @description Stage labelled 'Underwriting Stage'; entering it sets status No Show */
            noShowStageId: string | null;
            onDealDeleted: components["schemas"]["GhlDealDeletePolicy"];
            /** Format: date-time */
            updatedAt?: string | null;
        };
        /**
         * @description What deleting a deal linked to a GHL opportunity does to the opportunity: `leave` it as it
         *     is (the default), mark it `lost` or `abandoned` (PUT /opportunities/{id}/status), or `delete`
         *     it. Applied in the background (retried while GHL fails); the outcome is recorded with the
         *     sync outcomes, logged, and listed for admins by GET /admin/ghl/delete-outcomes.
         * @enum {string}
         */
        GhlDealDeletePolicy: "leave" | "markLost" | "markAbandoned" | "delete";
        /** @description What deleting one deal linked to GHL did to its opportunity */
        GhlDeleteOutcome: {
            /** @description The outcome's id (stable across pages) */
            id: string;
            /** @description The deleted deal's human-readable id (e.g. DL-2026-000123) */
            dealId: string;
            /** @description The GHL opportunity the deal was linked to (null on rows recorded before it was kept) */
            opportunityId: string | null;
            /** @description The delete policy applied (null on rows recorded before it was kept) */
            policy: components["schemas"]["GhlDealDeletePolicy"] | null;
            /**
             * @description `queued` until the job runs; `retrying` while GHL fails (error: the last attempt's);
             *     `succeeded` (action says what was done); `failed` when GHL refused (not retried)
             * @enum {string}
             */
            state: "queued" | "retrying" | "succeeded" | "failed";
            /** @description What was done once succeeded, e.g. 'opportunity marked lost' */
            action: string | null;
            /** @description Why it failed, or the last attempt's error while retrying */
            error: string | null;
            /**
             * Format: date-time
             * @description When the deletion was queued
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description When the outcome last changed
             */
            updatedAt: string;
        };
        /** @description A page of delete-policy outcomes, newest first; `nextCursor` is null on the last page. */
        GhlDeleteOutcomePage: {
            items: components["schemas"]["GhlDeleteOutcome"][];
            /** @description Pass as `cursor` for the next page; null when there is none */
            nextCursor: string | null;
            /** @description Outcomes kept (all pages together) */
            total: number;
        };
        /** @description See saveGhlConfig for how left-out, masked and empty values are treated */
        GhlConfigRequest: {
            onDealDeleted?: components["schemas"]["GhlDealDeletePolicy"];
            apiKey?: string | null;
            v2Token?: string | null;
            pipelineId?: string | null;
            calendarId?: string | null;
            locationId?: string | null;
            assignedUserId?: string | null;
            underReviewStageId?: string | null;
            inUnderwritingStageId?: string | null;
            loeSentStageId?: string | null;
            closedStageId?: string | null;
            signedProposalStageId?: string | null;
            noShowStageId?: string | null;
        };
        /** @description Optional overrides of the test contact */
        GhlTestContactRequest: {
            firstName?: string;
            lastName?: string;
            email?: string;
            phone?: string;
        };
        GhlTestContactResult: {
            message: string;
            contactId: string;
            /** @description Null when no pipeline is configured (only the contact was created) */
            opportunityId: string | null;
        };
        GhlFetchCustomFieldsRequest: {
            apiKey?: string;
            locationId?: string;
        };
        GhlCustomField: {
            id: string;
            name: string;
            /** @description e.g. `opportunity.property_address` */
            fieldKey: string;
            dataType: string;
            /** @description contact or opportunity */
            model: string | null;
        };
        GhlCustomFieldsResult: {
            summary: {
                totalFields: number;
            };
            fields: components["schemas"]["GhlCustomField"][];
        };
        GhlImportRequest: {
            opportunityId: string;
            /** @description The portal user who will own the deal */
            userId: string;
            opportunity?: components["schemas"]["GhlOpportunity"];
            /** @description Link the opportunity to this existing deal instead of creating one (offered when findGhlImportMatches found the property in the portal): the deal keeps its owner and fields, its empty fields take the opportunity's values, and it is linked (`created: false`). 409 when that deal is linked to another opportunity; 404 when it does not exist. An import without it whose property matches a deal raises a duplicate flag. */
            linkDealId?: string | null;
        };
        GhlImportResult: {
            message: string;
            deal: components["schemas"]["Deal"];
            /** @description False when an earlier import of the same opportunity was updated */
            created: boolean;
        };
        /** @description SMTP and new-deal notification settings; the password is masked, never returned */
        EmailConfig: {
            smtpHost: string | null;
            /** @description Default 587 (465 means implicit TLS) */
            smtpPort: number;
            smtpUser: string | null;
            /** @description Masked; null when none is saved */
            smtpPassword: string | null;
            hasSmtpPassword: boolean;
            /** @description The admin allowed a connection without TLS (default false: STARTTLS or implicit TLS on port 465 is required) */
            allowUnencrypted: boolean;
            fromEmail: string | null;
            /** @description Default the product's name */
            fromName: string;
            /** @description Who gets the new-deal e-mail */
            notificationEmails: string[];
            /** @description Default true */
            enabled: boolean;
            /** Format: date-time */
            updatedAt?: string | null;
        };
        /** @description See saveEmailConfig for how left-out, masked and empty values are treated */
        EmailConfigRequest: {
            smtpHost?: string | null;
            smtpPort?: number;
            smtpUser?: string | null;
            smtpPassword?: string | null;
            /** @description Allow sending without TLS when the server offers none (default false) */
            allowUnencrypted?: boolean;
            fromEmail?: string | null;
            fromName?: string;
            notificationEmails?: string[];
            enabled?: boolean;
        };
        TestEmailRequest: {
            /** @description Optional in the schema so that a missing address gets 'Please enter a test email address' */
            testEmail?: string;
        };
        /** @description How much of one kind of background work waits, and how long the oldest has waited. */
        BacklogFigure: {
            waiting: number;
            /** @description Seconds since the longest-waiting item fell due (0 when nothing waits) */
            oldestAgeSeconds: number;
        };
        Backlog: {
            /** @description Due one-off jobs by job name (names with nothing waiting are left out) */
            jobs: {
                name: string;
                waiting: number;
                oldestAgeSeconds: number;
            }[];
            outbox: components["schemas"]["BacklogFigure"];
            ghlPushes: components["schemas"]["BacklogFigure"];
            /**
             * Format: date-time
             * @description When the figures were read
             */
            checkedAt: string;
        };
        DatabaseCapacity: {
            /**
             * @description MongoDB (MONGODB_URI), or the embedded FerretDB and its backend
             * @enum {string}
             */
            database: "mongodb" | "embedded-postgresql" | "embedded-sqlite";
            /** @description Deals stored now (from the analytics rollup, read by `_id`) */
            deals: number;
            /** @description The deals the embedded database was measured to carry; null on MongoDB */
            dealLimit: number | null;
            /** @description True from 80 % of `dealLimit` */
            nearLimit: boolean;
        };
        EmailOutboxStatus: {
            /** @description Messages waiting for their first or next attempt */
            pending: number;
            /** @description Messages that gave up after their last attempt (sent again only after a retry) */
            failed: number;
            /** @description Why the most recent failed message failed (null when none failed) */
            lastError: string | null;
        };
        EmailOutboxRetryResult: {
            requeued: number;
            pending: number;
            failed: number;
            lastError: string | null;
        };
        SavedView: {
            id: string;
            name: string;
            /** @description The deal list's URL query the view opens (no leading `?`; empty for no filters) */
            query: string;
            /** @description The admin who saved it (null when unknown) */
            createdByUsername: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        SavedViewList: {
            items: components["schemas"]["SavedView"][];
        };
        SavedViewCreateRequest: {
            /** @description Trimmed; 1 to 60 characters, unique regardless of case */
            name: string;
            query: string;
        };
        SavedViewUpdateRequest: {
            name?: string;
            query?: string;
        };
        AutoAccessUser: {
            id: string;
            /** @description The account's current name once it has signed in; else the name or id the admin gave */
            discordUsername: string;
            /**
             * @description The Discord user id the entry admits: given by the admin, or bound at the first sign-in
             *     under the name (null until then). Renames keep it; a new account taking the name does not.
             */
            discordId?: string | null;
            notes: string | null;
            /** @description The admin who added it (null when that account no longer exists) */
            addedByUsername: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        /** @description A page of auto-access entries, newest first; `nextCursor` is null on the last page. */
        AutoAccessPage: {
            items: components["schemas"]["AutoAccessUser"][];
            /** @description Pass as `cursor` for the next page; null when there is none */
            nextCursor: string | null;
            /** @description Rows matching the list and its filter (all pages together), counted when the first page is read; later pages of the same listing repeat that count */
            total: number;
        };
        AutoAccessAddRequest: {
            /**
             * @description A Discord username or user id (17 to 20 digits). Trimmed by the server; blank answers 400.
             *     A name a portal user holds now is bound to their Discord id at once.
             */
            discordUsername: string;
            notes?: string | null;
        };
        AutoAccessBulkRequest: {
            /** @description Optional, no minItems, so that an empty list gets 'Please enter at least one valid username' */
            usernames?: string[];
            notes?: string | null;
        };
        QuotaLimits: {
            /** @description Open notification streams per member; opening one more closes the member's oldest */
            notificationStreamsPerMember: number;
            /** @description Writes (deals, documents, comments) per member in any minute; beyond it 429 with Retry-After */
            writesPerMinutePerMember: number;
            /** @description Bytes of documents a member may have uploaded (all deals); an upload past it answers 413 */
            storedBytesPerMember: number;
            /** @description Bytes of documents one deal may hold; an upload past it answers 413 */
            storedBytesPerDeal: number;
        };
        /** @description The per-member quotas in force (Settings), with the deployment's defaults */
        Quotas: {
            limits: components["schemas"]["QuotaLimits"];
            defaults: components["schemas"]["QuotaLimits"];
            /**
             * Format: date-time
             * @description When an admin last saved them; null while the defaults apply
             */
            updatedAt: string | null;
        };
        /** @description The quotas to change; a quota left out keeps its value, null puts its default back */
        QuotasRequest: {
            notificationStreamsPerMember?: number | null;
            writesPerMinutePerMember?: number | null;
            storedBytesPerMember?: number | null;
            storedBytesPerDeal?: number | null;
        };
        /** @description Per stage, the days a deal may stay in it before it shows as stale (Settings) */
        StaleThresholds: {
            /** @description Every stage of the pipeline, in pipeline order */
            stages: components["schemas"]["StaleThreshold"][];
            /**
             * Format: date-time
             * @description When an admin last saved them; null while the defaults apply
             */
            updatedAt: string | null;
        };
        StaleThreshold: {
            stage: string;
            /** @description A deal longer than this many whole days in the stage is stale; null = never stale */
            days: number | null;
        };
        StaleThresholdsRequest: {
            /** @description The stages to set; a stage left out keeps its threshold */
            stages: {
                stage: string;
                /** @description Whole days from 1 to 365, or null for never stale */
                days: number | null;
            }[];
        };
        /** @description Where the sample book stands for the caller */
        SampleDataStatus: {
            /** @description The portal is empty and runs on the sandbox services, so the caller may load the sample book */
            offered: boolean;
            /** @description The book is being loaded (`dealCount` tells how far it got) */
            loading: boolean;
            loaded: boolean;
            /** @description A sample book is loaded and the caller may remove it (admins, or the member who loaded it) */
            canRemove: boolean;
            /** Format: date-time */
            loadedAt: string | null;
            /** @description How many sample deals are stored */
            dealCount: number;
        };
        SampleDataRemoved: {
            message: string;
            deals: number;
            documents: number;
            users: number;
            ghlOpportunities: number;
        };
        /** @description Access from Discord roles (Settings) */
        DiscordRoleAccess: {
            /** @description The community's guild (server) id; null when role access is off */
            guildId: string | null;
            /** @description Holding any one of these roles in the guild grants access */
            grantingRoleIds: string[];
            /** @description Whether DISCORD_BOT_TOKEN is set, so members' roles are re-checked on a schedule */
            botTokenConfigured: boolean;
            /**
             * Format: date-time
             * @description When the recurring check last completed
             */
            lastCheckAt: string | null;
            /** Format: date-time */
            updatedAt: string | null;
        };
        DiscordRoleAccessRequest: {
            guildId: string | null;
            grantingRoleIds: string[];
        };
        /** @description A role of the guild, from Discord's role object */
        DiscordGuildRole: {
            /** @description The role id (what `grantingRoleIds` stores) */
            id: string;
            name: string;
            /** @description The role's colour as an RGB integer; 0 means no colour */
            color: number;
            /** @description Higher is higher in the guild's role list */
            position: number;
            /** @description Managed by an integration (a bot's own role, the booster role); Discord assigns it, not admins */
            managed: boolean;
        };
        DiscordGuildRoles: {
            guildId: string;
            /** @description Highest position first; `@everyone` left out */
            roles: components["schemas"]["DiscordGuildRole"][];
        };
        /** @description The latest run of the role check (Check now or the recurring one) and how far it got */
        DiscordRoleCheckRun: {
            /**
             * @description `idle`: no run yet; `failed`: stopped early, `error` says why
             * @enum {string}
             */
            status: "idle" | "running" | "finished" | "failed";
            /** @description Members read from Discord so far */
            checked: number;
            /** @description Role-admitted (or role-revoked) members this run checks */
            total: number;
            revoked: number;
            /** @description Members whose access a granting role restored (or granted) */
            restored: number;
            /** Format: date-time */
            startedAt: string | null;
            /**
             * Format: date-time
             * @description When the run completed (the settings' `lastCheckAt` from then on) or stopped
             */
            finishedAt: string | null;
            /** @description Why a failed run stopped, saying what to fix (null otherwise) */
            error: string | null;
        };
        /** @description One change of a user's access made because of their Discord roles */
        DiscordAccessChange: {
            id: string;
            userId: string;
            /** @description The user's Discord username at the time of the change */
            username: string;
            /** @enum {string} */
            change: "granted" | "revoked" | "restored";
            /**
             * @description `has_role`: holds a granting role; `lost_role`: in the guild without one; `left_guild`: no longer in the guild
             * @enum {string}
             */
            reason: "has_role" | "lost_role" | "left_guild";
            /**
             * @description Sign-in or the recurring check
             * @enum {string}
             */
            via: "sign_in" | "check";
            /** Format: date-time */
            createdAt: string;
        };
        /** @description A page of access changes, newest first; `nextCursor` is null on the last page. */
        DiscordAccessChangePage: {
            items: components["schemas"]["DiscordAccessChange"][];
            /** @description Pass as `cursor` for the next page; null when there is none */
            nextCursor: string | null;
            /** @description Changes recorded (all pages together) */
            total: number;
        };
        BulkAddSummary: {
            successful: number;
            duplicates: number;
            failed: number;
        };
        /** @description A GHL opportunity webhook body. Permissive, since GHL adds fields; only `type` is required. */
        GhlWebhookEvent: {
            /** @description e.g. OpportunityCreate, OpportunityStageUpdate, OpportunityStatusUpdate, OpportunityMonetaryValueUpdate, OpportunityDelete */
            type: string;
            locationId?: string;
            /** @description The opportunity id */
            id?: string;
            pipelineId?: string;
            pipelineStageId?: string;
            status?: string;
            monetaryValue?: number | null;
            name?: string;
            contactId?: string;
            assignedTo?: string | null;
            source?: string | null;
            /** @description ISO 8601 */
            dateAdded?: string;
            /** @description ISO 8601 time of the delivery; required in practice (an event without it is refused with 401) */
            timestamp?: string;
            /** @description GHL's delivery id, used to drop repeats */
            webhookId?: string;
        } & {
            [key: string]: unknown;
        };
        WebhookAck: {
            received: boolean;
            /** @description False for repeats, unknown opportunities and ignored event types */
            applied: boolean;
            reason?: string;
        };
        /** @description Who did something; `role` is `system` (and `id` null) for the portal's own jobs and GHL */
        Actor: {
            id: string | null;
            /** @description The user's name (or username); for the system, e.g. `GoHighLevel` or `System` */
            name: string;
            /** @enum {string} */
            role: "member" | "admin" | "system";
        };
        /** @enum {string} */
        ActivityKind: "created" | "fieldsChanged" | "stageChanged" | "statusChanged" | "documentUploaded" | "documentDeleted" | "ghlLinked" | "ghlSynced" | "commentAdded" | "checklistReviewed" | "lenderSubmissionSent" | "lenderSubmissionRevoked" | "lenderRoomOpened" | "lenderDocumentViewed" | "lenderDocumentDownloaded" | "lenderAnswered" | "quoteRecorded" | "quoteSelected" | "feeChanged" | "dealMerged" | "duplicateFlagged";
        /**
         * @description What made the change: `portal` (a member or admin in the portal), `admin` (an admin's action on someone else's deal), `webhook` (a GHL webhook), `sync` (a push to or pull from GHL), `import` (a GHL import), `reconciliation` (the periodic GHL reconciliation), `system` (other background work)
         * @enum {string}
         */
        ActivitySource: "portal" | "admin" | "webhook" | "sync" | "import" | "reconciliation" | "system";
        FieldChange: {
            /** @description The deal field, e.g. `loanRequest` */
            field: string;
            /** @description The label the deal form shows, e.g. `Loan Request` */
            label: string;
            from: string | null;
            to: string | null;
        };
        /** @description One entry of a deal's timeline (append-only) */
        Activity: {
            id: string;
            /** @description The deal's `id` */
            dealId: string;
            kind: components["schemas"]["ActivityKind"];
            actor: components["schemas"]["Actor"];
            source: components["schemas"]["ActivitySource"];
            /** @description For fieldsChanged, stageChanged and statusChanged, each field's old and new value (empty otherwise) */
            changes: components["schemas"]["FieldChange"][];
            /** @description The document of documentUploaded and documentDeleted */
            document: components["schemas"]["ActivityDocument"] | null;
            /** @description The comment of commentAdded (it may have been deleted since) */
            commentId: string | null;
            /** @description The item and the decision of checklistReviewed (absent or null otherwise) */
            checklistReview?: components["schemas"]["ChecklistReview"] | null;
            /** @description The lender and the line of the lender* entries (absent or null otherwise) */
            lender?: components["schemas"]["ActivityLender"] | null;
            /** Format: date-time */
            createdAt: string;
        };
        ActivityLender: {
            submissionId: string;
            lenderName: string;
            /** @description The timeline's line, e.g. "First Capital viewed Rent roll.pdf" (plain text) */
            summary: string;
        };
        ActivityDocument: {
            id: string;
            fileName: string;
        };
        /** @description A page of a deal's timeline, newest first; `nextCursor` is null on the last page. */
        ActivityPage: {
            items: components["schemas"]["Activity"][];
            /** @description Pass as `cursor` for the next page; null when there is none */
            nextCursor: string | null;
            /** @description Entries of the timeline, counted when the first page is read; later pages repeat that count */
            total: number;
        };
        /** @description The text of a comment; anything else (an author, a date) is refused */
        CommentRequest: {
            /** @description Plain text, at most 2,000 characters */
            body: string;
        };
        Comment: {
            id: string;
            /** @description The deal's `id` */
            dealId: string;
            author: components["schemas"]["Actor"];
            /** @description Plain text as written (never HTML) */
            body: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            editedAt: string | null;
            /**
             * Format: date-time
             * @description The author may edit until then (5 minutes after `createdAt`)
             */
            editableUntil: string;
            /** @description The caller is the author and `editableUntil` has not passed */
            canEdit: boolean;
            /** @description The caller is the author or an admin */
            canDelete: boolean;
        };
        /** @description A page of a deal's comments, newest first; `nextCursor` is null on the last page. */
        CommentPage: {
            items: components["schemas"]["Comment"][];
            /** @description Pass as `cursor` for the next page; null when there is none */
            nextCursor: string | null;
            /** @description Comments of the deal, counted when the first page is read; later pages repeat that count */
            total: number;
        };
        /**
         * @description `stageChanged` (your deal's stage or status changed), `commentAdded` (a comment on your deal; admins: on any deal), `documentAdded` (a document added to your deal by someone else; admins: to any deal), `accessApproved` (your account was whitelisted), `dealCreated` (admins: a new deal), `checklistReviewed` (an admin accepted or rejected a checklist item of your deal), `quoteReceived` (a lender quoted on your deal), `quoteSelected` (an admin selected a lender's quote for your deal), `dealMerged` (an admin merged a duplicate into your deal, or your deal into another)
         * @enum {string}
         */
        NotificationKind: "stageChanged" | "commentAdded" | "documentAdded" | "accessApproved" | "dealCreated" | "checklistReviewed" | "quoteReceived" | "quoteSelected" | "dealMerged";
        Notification: {
            id: string;
            kind: components["schemas"]["NotificationKind"];
            /** @description One line to show, e.g. `Stage changed to Underwriting` */
            title: string;
            /** @description A longer sentence, e.g. `GoHighLevel moved Pact Plaza (DL-2026-000001) from Qualification to Underwriting` */
            message: string;
            /** @description The deal it is about (a click opens it); null for accessApproved */
            deal: components["schemas"]["NotificationDeal"] | null;
            actor: components["schemas"]["Actor"];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            readAt: string | null;
        };
        NotificationDeal: {
            /** @description The deal's `id` (for links) */
            id: string;
            /** @description The human-readable number, e.g. `DL-2026-000123` */
            dealId: string;
            /** @description The property name or address, or `Unnamed Deal` */
            name: string;
        };
        /** @description A page of the caller's notifications, newest first, and how many are unread. */
        NotificationPage: {
            items: components["schemas"]["Notification"][];
            /** @description Pass as `cursor` for the next page; null when there is none */
            nextCursor: string | null;
            /** @description All the caller's notifications, counted when the first page is read; later pages repeat that count */
            total: number;
            unreadCount: number;
        };
        NotificationUpdates: {
            unreadCount: number;
            /** @description Notifications created after `since`, oldest first (at most 50; empty without `since`) */
            items: components["schemas"]["Notification"][];
            /**
             * Format: date-time
             * @description Pass as `since` next time
             */
            serverTime: string;
        };
        NotificationRead: {
            notification: components["schemas"]["Notification"];
            unreadCount: number;
        };
        NotificationsMarked: {
            marked: number;
            unreadCount: number;
        };
        /**
         * @description `inApp`: in the portal only; `email`: in the portal and by e-mail; `off`: not at all
         * @enum {string}
         */
        NotificationChannel: "inApp" | "email" | "off";
        /** @description One channel per notification kind */
        NotificationChannels: {
            stageChanged: components["schemas"]["NotificationChannel"];
            commentAdded: components["schemas"]["NotificationChannel"];
            documentAdded: components["schemas"]["NotificationChannel"];
            accessApproved: components["schemas"]["NotificationChannel"];
            dealCreated: components["schemas"]["NotificationChannel"];
            checklistReviewed: components["schemas"]["NotificationChannel"];
            quoteReceived: components["schemas"]["NotificationChannel"];
            quoteSelected: components["schemas"]["NotificationChannel"];
        };
        /** @description Defaults: every kind `inApp`, no digest. E-mails go to the address of the caller's account (none is sent while it has none). `dealCreated` concerns admins only. */
        NotificationPreferences: {
            channels: components["schemas"]["NotificationChannels"];
            /** @description One e-mail a day (at 07:00 UTC) listing the previous day's unread in-app notifications */
            dailyDigest: boolean;
        };
        NotificationPreferencesUpdate: {
            channels?: {
                stageChanged?: components["schemas"]["NotificationChannel"];
                commentAdded?: components["schemas"]["NotificationChannel"];
                documentAdded?: components["schemas"]["NotificationChannel"];
                accessApproved?: components["schemas"]["NotificationChannel"];
                dealCreated?: components["schemas"]["NotificationChannel"];
                checklistReviewed?: components["schemas"]["NotificationChannel"];
                quoteReceived?: components["schemas"]["NotificationChannel"];
                quoteSelected?: components["schemas"]["NotificationChannel"];
            };
            dailyDigest?: boolean;
        };
        /**
         * @description `Missing` (nothing uploaded), `Uploaded` (waiting for review), `Accepted`, `Rejected` (with the admin's reason; uploading again makes it `Uploaded`)
         * @enum {string}
         */
        ChecklistStatus: "Missing" | "Uploaded" | "Accepted" | "Rejected";
        /** @description 'N of M': `done` required items Accepted out of `total` required items (optional items do not count) */
        ChecklistProgress: {
            done: number;
            total: number;
        };
        ChecklistTemplateItem: {
            /** @description Stable id (lowercase words joined by hyphens, e.g. `rent-roll`); the same id in several templates is the same document */
            id: string;
            /** @description e.g. `Rent Roll` */
            name: string;
            /** @description One short sentence telling the member what to upload (may be empty) */
            description: string;
            /** @description Required items count towards the progress and the reminders */
            required: boolean;
        };
        ChecklistTemplate: {
            /**
             * @description `Other` serves deals whose type is empty or none of the others
             * @enum {string}
             */
            dealType: "Acquisition" | "Purchase" | "Refinance" | "New Construction" | "Construction" | "Bridge" | "Other";
            /** @description In the order members see them */
            items: components["schemas"]["ChecklistTemplateItem"][];
        };
        ChecklistSettings: {
            templates: components["schemas"]["ChecklistTemplate"][];
            /** @description A required item Missing for more than this many days is e-mailed to the owner, at most once per deal per this many days */
            reminderAfterDays: number;
            /**
             * Format: date-time
             * @description When an admin last saved; null while the shipped defaults apply
             */
            updatedAt: string | null;
        };
        ChecklistSettingsRequest: {
            templates: components["schemas"]["ChecklistTemplate"][];
            reminderAfterDays: number;
        };
        ChecklistDocument: {
            id: string;
            fileName: string;
            /** Format: date-time */
            createdAt: string;
        };
        DealChecklistItem: {
            id: string;
            name: string;
            description: string;
            required: boolean;
            status: components["schemas"]["ChecklistStatus"];
            /** @description The admin's reason when `Rejected` */
            reason: string | null;
            /**
             * Format: date-time
             * @description When an admin last accepted or rejected it
             */
            reviewedAt: string | null;
            /** @description The documents uploaded against this item, newest first */
            documents: components["schemas"]["ChecklistDocument"][];
        };
        DealChecklist: {
            /** @description The deal's `id` */
            dealId: string;
            /** @description The template used (see ChecklistTemplate.dealType) */
            dealType: string;
            items: components["schemas"]["DealChecklistItem"][];
            progress: components["schemas"]["ChecklistProgress"];
        };
        ChecklistReviewRequest: {
            /** @enum {string} */
            decision: "accept" | "reject";
            /** @description Required to reject (shown to the member); ignored on accept */
            reason?: string;
        };
        /** @description What a checklistReviewed timeline entry records */
        ChecklistReview: {
            itemId: string;
            itemName: string;
            /** @enum {string} */
            decision: "accept" | "reject";
            reason: string | null;
        };
        /**
         * @description bank, credit union, debt fund, CMBS, agency, life company, SBA lender or private lender
         * @enum {string}
         */
        LenderType: "bank" | "credit-union" | "debt-fund" | "cmbs" | "agency" | "life-company" | "sba-lender" | "private";
        /** @enum {string} */
        LoanPurpose: "purchase" | "refinance" | "cash-out-refinance" | "construction" | "bridge";
        /**
         * @description The deal forms' property types, spelled as deals store them
         * @enum {string}
         */
        ProgramPropertyType: "Multifamily" | "Office" | "Retail" | "Industrial" | "Hospitality" | "Self Storage" | "Mixed-Use" | "Other";
        /** @enum {string} */
        Recourse: "full" | "partial" | "non-recourse";
        /**
         * @description A two-letter state code (the 50 states, DC and PR)
         * @enum {string}
         */
        UsState: "AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "PR" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY";
        /**
         * @description A lender of the directory. `states`, `nationwide`, `propertyTypes` and `loanPurposes` sum up
         *     its active programs (what the list's filters read).
         */
        Lender: {
            id: string;
            name: string;
            type: components["schemas"]["LenderType"];
            website: string | null;
            notes: string | null;
            active: boolean;
            programCount: number;
            activeProgramCount: number;
            contactCount: number;
            states: components["schemas"]["UsState"][];
            /** @description At least one active program lends nationwide */
            nationwide: boolean;
            propertyTypes: components["schemas"]["ProgramPropertyType"][];
            loanPurposes: components["schemas"]["LoanPurpose"][];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /** @description A page of lenders, newest first; `nextCursor` is null on the last page. */
        LenderPage: {
            items: components["schemas"]["Lender"][];
            /** @description Pass as `cursor` for the next page; null when there is none */
            nextCursor: string | null;
            /** @description Lenders matching the filters (all pages together), counted when the first page is read */
            total: number;
        };
        /** @description Placement figures per lender and their totals (docs/placement.md#placement-figures) */
        PlacementFigures: {
            /**
             * Format: date-time
             * @description When these figures were computed. Every lender's figures are kept per instance and computed again in the background once a read finds them older than a minute, so the Overview reads them at once; one lender's figures are computed for each read.
             */
            asOf: string;
            lenders: components["schemas"]["PlacementLenderFigures"][];
            totals: components["schemas"]["PlacementFigureTotals"];
        };
        PlacementLenderFigures: {
            lenderId: string;
            /** @description The lender's name at its latest submission or quote */
            lenderName: string;
            submissions: number;
            /** @description Submissions the lender answered (interested, pass or quote) */
            responses: number;
            /** @description Responses over submissions, in percent (null without submissions) */
            responseRatePercent: number | null;
            /** @description The median time from the sent event to the first answer over the answered submissions, in hours */
            medianHoursToFirstAnswer: number | null;
            quotes: number;
            /** @description Quotes marked selected */
            selected: number;
            /** @description When the lender was last sent a deal (null when it only has quotes recorded by admins) */
            lastSentAt: string | null;
        };
        PlacementFigureTotals: {
            lenders: number;
            submissions: number;
            responses: number;
            responseRatePercent: number | null;
            /** @description The median over every answered submission (not the median of the lenders' medians) */
            medianHoursToFirstAnswer: number | null;
            quotes: number;
            selected: number;
        };
        /** @description A lender with its programs (by name) and its contacts (in the order they were added) */
        LenderDetail: components["schemas"]["Lender"] & {
            programs: components["schemas"]["LenderProgram"][];
            contacts: components["schemas"]["LenderContact"][];
        };
        LenderCreateRequest: {
            /** @description Trimmed; 1 to 120 characters, unique regardless of case */
            name: string;
            type: components["schemas"]["LenderType"];
            website?: string | null;
            notes?: string | null;
            /** @description Defaults to true */
            active?: boolean;
        };
        LenderUpdateRequest: {
            name?: string;
            type?: components["schemas"]["LenderType"];
            website?: string | null;
            notes?: string | null;
            active?: boolean;
        };
        /**
         * @description A lender's program: a credit box. A limit that is null is not part of the box (no limit).
         *     Percentages are in percent (75 is 75 %), DSCR in times (1.25), amounts in dollars.
         */
        LenderProgram: {
            id: string;
            lenderId: string;
            lenderName: string;
            name: string;
            loanPurposes: components["schemas"]["LoanPurpose"][];
            propertyTypes: components["schemas"]["ProgramPropertyType"][];
            minLoan: number | null;
            maxLoan: number | null;
            maxLtv: number | null;
            maxLtc: number | null;
            minDscr: number | null;
            minDebtYield: number | null;
            /** @description Empty when nationwide */
            states: components["schemas"]["UsState"][];
            nationwide: boolean;
            recourse: components["schemas"]["Recourse"] | null;
            termMinMonths: number | null;
            termMaxMonths: number | null;
            /** @description Percent per year */
            indicativeRate: number | null;
            notes: string | null;
            active: boolean;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        LenderProgramCreateRequest: {
            /** @description Trimmed; 1 to 120 characters, unique within the lender regardless of case */
            name: string;
            loanPurposes: components["schemas"]["LoanPurpose"][];
            propertyTypes: components["schemas"]["ProgramPropertyType"][];
            minLoan?: components["schemas"]["LoanAmountLimit"];
            maxLoan?: components["schemas"]["LoanAmountLimit"];
            maxLtv?: components["schemas"]["PercentLimit"];
            maxLtc?: components["schemas"]["PercentLimit"];
            minDscr?: components["schemas"]["DscrLimit"];
            minDebtYield?: components["schemas"]["PercentLimit"];
            states?: components["schemas"]["UsState"][];
            /** @description Defaults to false */
            nationwide?: boolean;
            recourse?: components["schemas"]["Recourse"] | null;
            termMinMonths?: components["schemas"]["TermMonthsLimit"];
            termMaxMonths?: components["schemas"]["TermMonthsLimit"];
            indicativeRate?: components["schemas"]["RateLimit"];
            notes?: string | null;
            /** @description Defaults to true */
            active?: boolean;
        };
        LenderProgramUpdateRequest: {
            name?: string;
            loanPurposes?: components["schemas"]["LoanPurpose"][];
            propertyTypes?: components["schemas"]["ProgramPropertyType"][];
            minLoan?: components["schemas"]["LoanAmountLimit"];
            maxLoan?: components["schemas"]["LoanAmountLimit"];
            maxLtv?: components["schemas"]["PercentLimit"];
            maxLtc?: components["schemas"]["PercentLimit"];
            minDscr?: components["schemas"]["DscrLimit"];
            minDebtYield?: components["schemas"]["PercentLimit"];
            states?: components["schemas"]["UsState"][];
            nationwide?: boolean;
            recourse?: components["schemas"]["Recourse"] | null;
            termMinMonths?: components["schemas"]["TermMonthsLimit"];
            termMaxMonths?: components["schemas"]["TermMonthsLimit"];
            indicativeRate?: components["schemas"]["RateLimit"];
            notes?: string | null;
            active?: boolean;
        };
        /** @description Dollars, 0 to 100,000,000,000; null for no limit */
        LoanAmountLimit: number | null;
        /** @description Percent, 1 to 100; null for no limit */
        PercentLimit: number | null;
        /** @description Times (1.25 is 1.25x), 0.5 to 5; null for no limit */
        DscrLimit: number | null;
        /** @description Months, 1 to 600; null for no limit */
        TermMonthsLimit: number | null;
        /** @description Percent per year, 0.1 to 30; null when not given */
        RateLimit: number | null;
        /**
         * @description The terms a loan is sized on. A limit that is null is not set (never binds). Rate 0-30 %,
         *     amortisation 12-480 whole months, LTV and LTC 1-100 %, DSCR 0.5-5x, debt yield 0-50 %.
         */
        SizingTerms: {
            ratePercent: number | null;
            amortisationMonths: number | null;
            maxLtvPercent: number | null;
            maxLtcPercent: number | null;
            minDscr: number | null;
            minDebtYieldPercent: number | null;
        };
        /** @description The default sizing terms for each loan purpose */
        SizingDefaults: {
            purchase: components["schemas"]["SizingTerms"];
            refinance: components["schemas"]["SizingTerms"];
            "cash-out-refinance": components["schemas"]["SizingTerms"];
            construction: components["schemas"]["SizingTerms"];
            bridge: components["schemas"]["SizingTerms"];
        };
        /** @description How far a program may miss one criterion and still be Near; 0 turns Near off for it */
        MatchTolerances: {
            loanAmountPercent: number;
            ltvPoints: number;
            ltcPoints: number;
            dscr: number;
            debtYieldPoints: number;
        };
        PlacementSettings: {
            sizingDefaults: components["schemas"]["SizingDefaults"];
            tolerances: components["schemas"]["MatchTolerances"];
            /** @description Whether sending a deal to lenders moves its GHL opportunity to the Lender Submission stage of the configured pipeline (off until an admin turns it on) */
            moveToLenderSubmissionOnSend: boolean;
            indexRates: components["schemas"]["IndexRates"];
            /** @description The shipped values (what null puts back) */
            defaults: {
                sizingDefaults: components["schemas"]["SizingDefaults"];
                tolerances: components["schemas"]["MatchTolerances"];
                indexRates: components["schemas"]["IndexRates"];
            };
        };
        /** @description The rate assumed for each floating-rate index (percent) when quotes are compared; a floating quote's rate is its index's rate here plus its spread */
        IndexRates: {
            SOFR: number;
            prime: number;
            "treasury-5y": number;
            "treasury-10y": number;
            other: number;
        };
        PlacementSettingsRequest: {
            sizingDefaults?: components["schemas"]["SizingDefaults"] | null;
            tolerances?: components["schemas"]["MatchTolerances"] | null;
            moveToLenderSubmissionOnSend?: boolean;
            indexRates?: components["schemas"]["IndexRates"] | null;
        };
        /** @enum {string} */
        SizingLimit: "ltv" | "ltc" | "dscr" | "debtYield";
        /**
         * @description A loan's figures; null means unknown (an input is missing). Ratios are not rounded; maximum
         *     loans are whole dollars. `missing` names the inputs whose absence left a figure unknown.
         */
        LoanSizing: {
            ltvPercent: number | null;
            ltcPercent: number | null;
            dscr: number | null;
            debtYieldPercent: number | null;
            annualDebtService: number | null;
            maxLoanBy: {
                ltv: number | null;
                ltc: number | null;
                dscr: number | null;
                debtYield: number | null;
            };
            bindingLimit: components["schemas"]["SizingLimit"] | null;
            maxLoan: number | null;
            missing: ("propertyValue" | "netOperatingIncome" | "loanPurpose" | "totalProjectCost" | "loanAmount" | "termMonths" | "amortisationMonths" | "interestOnlyMonths" | "ratePercent")[];
        };
        /**
         * @description A deal field matching reads
         * @enum {string}
         */
        MatchDealField: "loanRequest" | "loanPurpose" | "propertyType" | "propertyState" | "propertyValue" | "netOperatingIncome" | "totalProjectCost" | "termMonths" | "amortisationMonths";
        /** @description Counts only, never a lender or a program */
        MatchSummary: {
            match: number;
            near: number;
            /** @description Deal fields whose absence keeps programs out that could otherwise be Match or Near */
            missingFields: components["schemas"]["MatchDealField"][];
        };
        DealPlacement: {
            /** @description The deal's purpose, or the one its deal type names; null when neither */
            loanPurpose: components["schemas"]["LoanPurpose"] | null;
            /** @description The default terms of that purpose (Settings); null when the purpose is unknown */
            terms: components["schemas"]["SizingTerms"] | null;
            sizing: components["schemas"]["LoanSizing"];
            matches: components["schemas"]["MatchSummary"];
        };
        MatchCriterionResult: {
            /** @enum {string} */
            criterion: "loanPurpose" | "propertyType" | "state" | "minLoan" | "maxLoan" | "maxLtv" | "maxLtc" | "minDscr" | "minDebtYield" | "minTerm" | "maxTerm";
            /** @enum {string} */
            status: "met" | "missed" | "unknown";
            /** @description The deal's figure as compared (ratios to two decimals); null when unknown */
            deal: number | string | null;
            /** @description The program's limit, or its list joined with ", " */
            limit: number | string;
            /** @description e.g. "LTV 72 % > max 70 %", "State CA not in TX, OK" */
            reason: string;
            withinTolerance: boolean;
            missingFields: components["schemas"]["MatchDealField"][];
        };
        DealMatch: {
            /** @enum {string} */
            kind: "match" | "near";
            /** @description 0 for a match; for a near, the miss relative to its limit (0.03 is 3 % past it) */
            closeness: number;
            program: components["schemas"]["LenderProgram"];
            lender: {
                id: string;
                name: string;
                type: components["schemas"]["LenderType"];
                website: string | null;
            };
            contacts: components["schemas"]["LenderContact"][];
            criteria: components["schemas"]["MatchCriterionResult"][];
        };
        DealMatches: {
            /** @description The deal's number (DL-…) */
            dealId: string;
            /** @description Active programs judged */
            judged: number;
            summary: components["schemas"]["MatchSummary"];
            results: components["schemas"]["DealMatch"][];
            sizing: components["schemas"]["LoanSizing"];
        };
        ProgramDeal: {
            deal: {
                id: string;
                dealId: string;
                propertyName: string | null;
                propertyAddress: string | null;
                propertyType: string | null;
                loanAmount: number | null;
                stage: string | null;
                /** @description The owner's Discord username */
                createdBy: string | null;
            };
            /** @enum {string} */
            kind: "match" | "near";
            closeness: number;
            criteria: components["schemas"]["MatchCriterionResult"][];
        };
        ProgramDeals: {
            items: components["schemas"]["ProgramDeal"][];
            /** @description Open deals that Match or are Near (all of them, not only those returned) */
            total: number;
            /** @description Open deals judged */
            judged: number;
        };
        LenderContact: {
            id: string;
            lenderId: string;
            name: string;
            email: string | null;
            phone: string | null;
            /** @description e.g. Originator, Underwriter */
            role: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        LenderContactCreateRequest: {
            /** @description Trimmed; 1 to 120 characters */
            name: string;
            email?: string | null;
            phone?: string | null;
            role?: string | null;
        };
        LenderContactUpdateRequest: {
            name?: string;
            email?: string | null;
            phone?: string | null;
            role?: string | null;
        };
        /** @description What the import saved (with `dryRun`, what it would have saved) */
        LenderImportResult: {
            dryRun: boolean;
            /** @description Data rows read (the header not counted) */
            rows: number;
            lendersCreated: number;
            lendersUpdated: number;
            programsCreated: number;
            programsUpdated: number;
            contactsCreated: number;
            contactsUpdated: number;
        };
        /**
         * @description Where a submission is (docs/deal-rooms.md); answered states win over the earlier ones
         * @enum {string}
         */
        LenderSubmissionState: "sent" | "opened" | "viewedDocuments" | "interested" | "passed" | "quoted" | "expired" | "revoked";
        LenderSubmissionEvent: {
            /** @enum {string} */
            kind: "sent" | "opened" | "viewed" | "downloaded" | "interested" | "passed" | "quoted" | "revoked";
            /** Format: date-time */
            at: string;
            documentId: string | null;
            fileName: string | null;
            /** @description The pass reason and text, or the quote's amount and rate (plain text) */
            detail: string | null;
        };
        LenderSubmission: {
            id: string;
            /** @description The deal's `id` */
            dealId: string;
            lenderId: string;
            lenderName: string;
            contactId: string;
            contactName: string;
            contactEmail: string;
            documentIds: string[];
            state: components["schemas"]["LenderSubmissionState"];
            events: components["schemas"]["LenderSubmissionEvent"][];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            expiresAt: string;
            /** Format: date-time */
            revokedAt: string | null;
        };
        LenderSubmissionList: {
            items: components["schemas"]["LenderSubmission"][];
        };
        LenderSubmissionSendRequest: {
            /** @description The client's idempotency key for this send (e.g. a UUID made when the dialog opened) */
            sendKey: string;
            contactIds: string[];
            documentIds: string[];
            /** @description The admin's message, the same for every contact (plain text) */
            message: string;
            /** @default 30 */
            expiresInDays: number;
        };
        /** @enum {string} */
        PassReason: "outside-credit-box" | "property-type" | "location" | "loan-size" | "leverage" | "sponsor" | "pricing" | "timing" | "other";
        /** @enum {string} */
        RateIndex: "SOFR" | "prime" | "treasury-5y" | "treasury-10y" | "other";
        LenderQuoteTerms: {
            amount: number;
            /** @enum {string} */
            rateType: "fixed" | "floating";
            /** @description The fixed rate (required when rateType is fixed) */
            ratePercent?: number | null;
            /** @description The floating rate's index (required when rateType is floating) */
            index?: components["schemas"]["RateIndex"] | null;
            /** @description The spread over the index in basis points (required when rateType is floating) */
            spreadBps?: number | null;
            termMonths: number;
            /** @description 0 for interest-only throughout */
            amortisationMonths: number;
            interestOnlyMonths?: number | null;
            maxLtvPercent?: number | null;
            maxLtcPercent?: number | null;
            originationFeePercent?: number | null;
            exitFeePercent?: number | null;
            recourse: components["schemas"]["Recourse"];
            prepayment?: string | null;
            /** @description Days from signed term sheet to closing */
            closingDays?: number | null;
            conditions?: string | null;
            /**
             * Format: date
             * @description The last day the quote stands
             */
            expiresOn?: string | null;
        };
        DealRoomAnswerRequest: {
            /** @enum {string} */
            answer: "interested" | "pass" | "quote";
            /** @description Required with `pass` */
            passReason?: components["schemas"]["PassReason"] | null;
            passText?: string | null;
            /** @description Required with `quote` */
            quote?: components["schemas"]["LenderQuoteTerms"] | null;
            /** @description With `quote`, the term sheet this room's uploadDealRoomTermSheet stored */
            termSheetId?: string | null;
        };
        DealRoomAnswer: {
            /** @enum {string} */
            answer: "interested" | "pass" | "quote";
            passReason: components["schemas"]["PassReason"] | null;
            passText: string | null;
            quote: components["schemas"]["LenderQuoteTerms"] | null;
            /** Format: date-time */
            answeredAt: string;
        };
        DealRoomDocument: {
            id: string;
            fileName: string;
            mimeType: string;
            fileSize: number;
            /** @description A PDF, JPG or PNG, shown inline with `disposition=inline` */
            previewable: boolean;
        };
        /** @description What a lender sees - the anonymised deal (no client name, phone, e-mail or street address) */
        DealRoom: {
            /** @description The human-readable deal number (DL-2026-000123) */
            dealId: string;
            lenderName: string;
            /** Format: date-time */
            expiresAt: string;
            propertyType: string | null;
            dealType: string | null;
            propertyState: string | null;
            propertyVintage: string | null;
            loanRequest: string | null;
            loanAmount: number | null;
            loanPurpose: components["schemas"]["LoanPurpose"] | null;
            propertyValue: number | null;
            netOperatingIncome: number | null;
            totalProjectCost: number | null;
            termMonths: number | null;
            amortisationMonths: number | null;
            interestOnlyMonths: number | null;
            sponsorNetWorth: string | null;
            sponsorLiquidity: string | null;
            /** @description The deal's additional information (plain text) */
            narrative: string | null;
            documents: components["schemas"]["DealRoomDocument"][];
            answer: components["schemas"]["DealRoomAnswer"] | null;
        };
        LenderQuote: {
            id: string;
            dealId: string;
            /** @description The submission whose room the quote came from (null when an admin recorded it) */
            submissionId: string | null;
            /** @enum {string} */
            source: "room" | "admin";
            lenderId: string;
            lenderName: string;
            contactName: string | null;
            terms: components["schemas"]["LenderQuoteTerms"];
            /** @description The term sheet (a document of the deal), if one came with the quote */
            termSheet: components["schemas"]["QuoteTermSheet"] | null;
            figures: components["schemas"]["QuoteFigures"];
            /** @description Whether the deal's owner sees this quote */
            shared: boolean;
            selected: boolean;
            /** Format: date-time */
            createdAt: string;
        };
        QuoteTermSheet: {
            documentId: string;
            fileName: string;
        };
        /** @description Computed on the server when read (docs/placement.md) */
        QuoteFigures: {
            /** @description The rate in effect (a floating rate - the index's assumed rate plus the spread) */
            ratePercent: number;
            /** @description Twelve fully amortising monthly payments on the quoted amount at that rate over the quoted amortisation, as lenders size DSCR even for interest-only loans (interest only when the amortisation is 0, interest-only throughout) */
            annualDebtService: number;
            /** @description The deal's net operating income over the annual debt service (null without NOI) */
            dscr: number | null;
            /** @description Whether the quote's expiry date has passed */
            expired: boolean;
        };
        LenderQuoteRecordRequest: {
            lenderId: string;
            contactName?: string | null;
            terms: components["schemas"]["LenderQuoteTerms"];
            /** @description One of the deal's documents, a PDF */
            termSheetDocumentId?: string | null;
        };
        LenderQuoteShareRequest: {
            shared: boolean;
        };
        /** @description The terms of the quote an admin selected, as recorded on the deal */
        SelectedQuote: {
            quoteId: string;
            lenderName: string;
            terms: components["schemas"]["LenderQuoteTerms"];
            /** Format: date-time */
            selectedAt: string;
        };
        SharedQuote: {
            id: string;
            lenderName: string;
            terms: components["schemas"]["LenderQuoteTerms"];
            figures: components["schemas"]["QuoteFigures"];
            selected: boolean;
            /** Format: date-time */
            createdAt: string;
        };
        SharedQuoteList: {
            items: components["schemas"]["SharedQuote"][];
        };
        DealRoomTermSheetForm: {
            /** Format: binary */
            file: string;
        };
        LenderQuoteList: {
            items: components["schemas"]["LenderQuote"][];
        };
        /**
         * @description `open` until an admin resolves it as not a duplicate (`dismissed`) or merges (`merged`)
         * @enum {string}
         */
        DuplicateFlagStatus: "open" | "dismissed" | "merged";
        /**
         * @description `address` (the normalised street addresses are the same) or `name` (the same property name in the same state)
         * @enum {string}
         */
        DuplicateMatchReason: "address" | "name";
        /**
         * @description What raised the flag
         * @enum {string}
         */
        DuplicateFlagSource: "create" | "edit" | "import";
        /** @description A deal of a duplicate flag, as admins see it; null fields for a deal since removed */
        DuplicateDeal: {
            id: string;
            dealId: string | null;
            propertyName: string | null;
            propertyAddress: string | null;
            propertyState: string | null;
            status: string | null;
            stage: string | null;
            owner: components["schemas"]["DealCreator"] | null;
            ghlOpportunityId: string | null;
            /** Format: date-time */
            createdAt: string | null;
            /** @description False once the deal was deleted or merged away */
            exists: boolean;
        };
        DuplicateMatch: {
            deal: components["schemas"]["DuplicateDeal"];
            reasons: components["schemas"]["DuplicateMatchReason"][];
        };
        DuplicateFlag: {
            id: string;
            deal: components["schemas"]["DuplicateDeal"];
            matches: components["schemas"]["DuplicateMatch"][];
            source: components["schemas"]["DuplicateFlagSource"];
            status: components["schemas"]["DuplicateFlagStatus"];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            resolvedAt: string | null;
            /** @description The admin's username */
            resolvedBy: string | null;
            /** @description The deal kept by a merge (its `id`) */
            keptDealId: string | null;
        };
        DuplicateFlagPage: {
            items: components["schemas"]["DuplicateFlag"][];
            nextCursor: string | null;
            total: number;
        };
        DuplicateMergeRequest: {
            keepDealId: string;
            mergeDealId: string;
        };
        DuplicateMergeResult: {
            deal: components["schemas"]["Deal"];
            flag: components["schemas"]["DuplicateFlag"];
            /** @description How many of each were moved to the kept deal */
            moved: {
                documents: number;
                comments: number;
                checklistReviews: number;
                activities: number;
                submissions: number;
                quotes: number;
            };
        };
        GhlImportMatchRequest: {
            opportunityId: string;
        };
        GhlImportMatches: {
            items: components["schemas"]["DuplicateMatch"][];
        };
        DuplicateSettingsValues: {
            /** @description A closed deal still counts as a match for this many days after it closed (0 for open deals only) */
            closedWithinDays: number;
        };
        DuplicateSettings: {
            closedWithinDays: number;
            defaults: components["schemas"]["DuplicateSettingsValues"];
        };
        DuplicateSettingsRequest: {
            closedWithinDays: number | null;
        };
        /**
         * @description `expected` until invoiced, `invoiced`, `received` once the payment is recorded, `overdue` once past its due day and not received
         * @enum {string}
         */
        FeeState: "expected" | "invoiced" | "received" | "overdue";
        /** @description A deal's broker fee; money in dollars, days as yyyy-MM-dd (UTC) */
        DealFee: {
            /** @description The fee in points (percent) of the loan */
            feePoints: number | null;
            /** @description The fee as an amount; wins over the points when both are set */
            feeAmount: number | null;
            /** @description The loan the points apply to (the selected quote's amount, else the deal's) */
            loanAmount: number | null;
            expectedFee: number | null;
            /** @description The share in force (the deal's own, else the owner's, else the default) */
            brokerSharePercent: number;
            /** @description The deal's own share, when set */
            brokerSharePercentOverride: number | null;
            brokerShare: number | null;
            /** Format: date */
            expectedClosingOn: string | null;
            /**
             * Format: date
             * @description The day after which an unpaid fee is overdue
             */
            dueOn: string | null;
            /** Format: date */
            invoicedOn: string | null;
            /** Format: date */
            receivedOn: string | null;
            receivedAmount: number | null;
            state: components["schemas"]["FeeState"];
            /** @description The selected quote the figures were filled from, when they were */
            quoteId: string | null;
            /** Format: date-time */
            updatedAt: string | null;
        };
        DealFeeResult: {
            fee: components["schemas"]["DealFee"] | null;
        };
        DealFeeRequest: {
            feePoints?: number | null;
            feeAmount?: number | null;
            brokerSharePercent?: number | null;
            /** Format: date */
            expectedClosingOn?: string | null;
            /** Format: date */
            invoicedOn?: string | null;
            /** Format: date */
            receivedOn?: string | null;
            receivedAmount?: number | null;
        };
        Earnings: {
            /** @description The broker's share of every fee not received, of deals not lost */
            expectedPipeline: number;
            /** @description The same, each weighed by its deal's stage probability */
            weightedForecast: number;
            receivedThisYear: number;
            year: number;
            overdue: {
                count: number;
                amount: number;
            };
            /** @description The caller's deals with a fee, by expected closing date (at most 100) */
            deals: components["schemas"]["FeeLine"][];
        };
        FeeLine: {
            deal: components["schemas"]["FeeDealRef"];
            fee: components["schemas"]["DealFee"];
        };
        FeeDealRef: {
            id: string;
            dealId: string;
            propertyName: string | null;
            propertyAddress: string | null;
            stage: string | null;
            status: string;
            /** @description The owner (admin views only; null for the caller's own) */
            owner: components["schemas"]["DealCreator"] | null;
        };
        FeeReportRow: {
            member: components["schemas"]["DealCreator"];
            /** @description yyyy-MM */
            month: string | null;
            deals: number;
            expectedFees: number;
            brokerShares: number;
            received: number;
            overdue: number;
        };
        FeeReport: {
            /** @description By month (newest first, no month last), then member name */
            rows: components["schemas"]["FeeReportRow"][];
            totals: {
                deals: number;
                expectedFees: number;
                brokerShares: number;
                received: number;
                overdue: number;
            };
        };
        OverdueFees: {
            items: components["schemas"]["OverdueFee"][];
            count: number;
            /** @description The sum of the overdue brokers' shares */
            amount: number;
        };
        OverdueFee: {
            deal: components["schemas"]["FeeDealRef"];
            fee: components["schemas"]["DealFee"];
            daysOverdue: number;
        };
        /** @description The chance in percent that a deal in each stage closes */
        StageProbabilities: {
            Qualification: components["schemas"]["Percent"];
            "Needs Analysis": components["schemas"]["Percent"];
            "Lender Submission": components["schemas"]["Percent"];
            Proposal: components["schemas"]["Percent"];
            "Signed Proposal": components["schemas"]["Percent"];
            Underwriting: components["schemas"]["Percent"];
            Approved: components["schemas"]["Percent"];
            Closed: components["schemas"]["Percent"];
        };
        Percent: number;
        FeeSettingsValues: {
            defaultBrokerSharePercent: components["schemas"]["Percent"];
            overdueAfterDays: number;
            stageProbabilities: components["schemas"]["StageProbabilities"];
        };
        FeeSettings: {
            defaultBrokerSharePercent: components["schemas"]["Percent"];
            overdueAfterDays: number;
            stageProbabilities: components["schemas"]["StageProbabilities"];
            defaults: components["schemas"]["FeeSettingsValues"];
        };
        FeeSettingsRequest: {
            defaultBrokerSharePercent?: number | null;
            overdueAfterDays?: number | null;
            stageProbabilities?: components["schemas"]["StageProbabilities"] | null;
        };
    };
    responses: {
        /** @description Redirect to another page */
        Redirect: {
            headers: {
                /** @description Where the browser goes next */
                Location?: string;
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description Redirect to the provider, with the flow's state stored in a cookie of this browser */
        RedirectSettingCookie: {
            headers: {
                /** @description Where the browser goes next */
                Location?: string;
                /** @description The flow's cookie (HttpOnly, SameSite=Lax; the state for ten minutes, then the sign-in code's binding for 60 seconds) */
                "Set-Cookie"?: string;
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description The request does not match the contract or breaks a validation rule */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No valid token (missing, expired, revoked) */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Signed in but not allowed (not whitelisted, or not an admin) */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No such resource, or not yours */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The change conflicts with existing data */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The upload is larger than allowed */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The file type is not allowed */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Rate limit reached; try again later */
        TooManyRequests: {
            headers: {
                /** @description Seconds to wait */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The caller made more writes (deals, documents, comments) in the last minute than their quota allows (`writesPerMinutePerMember`, GET /admin/settings/quotas), counted across every gateway instance. Nothing was changed. Try again after `Retry-After` seconds. */
        WriteQuotaExceeded: {
            headers: {
                /** @description Seconds to wait */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description An external service (Discord, GHL, Microsoft, SMTP) failed, or answered in a shape the gateway cannot use; the message then says so ('GoHighLevel answered in an unexpected format', 'Discord answered in an unexpected format', 'Microsoft Graph answered in an unexpected format') */
        BadGateway: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The database cannot be reached right now (or, for getReadiness, this instance is not ready). Nothing was changed unless the request was a write whose outcome the gateway could not learn; see docs/operations.md. Try again after `Retry-After` seconds. */
        ServiceUnavailable: {
            headers: {
                /** @description Seconds to wait before trying again */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        /** @description The comment's `id` */
        CommentIdPath: string;
        /** @description The checklist item's `id` (e.g. `rent-roll`) */
        ChecklistItemIdPath: string;
        /** @description The resource's `id` (an unknown id, or one that is not yours, answers 404) */
        IdPath: string;
        /** @description The program's `id` */
        ProgramIdPath: string;
        /** @description The contact's `id` */
        ContactIdPath: string;
        /** @description The submission's `id` */
        SubmissionIdPath: string;
        /** @description The first month included (yyyy-MM) */
        FeeMonthFrom: string;
        /** @description The last month included (yyyy-MM) */
        FeeMonthTo: string;
        /** @description The quote's `id` */
        QuoteIdPath: string;
        /** @description The deal-room link's token (43 base64url characters); any other value up to 200 characters answers the invalid-link 404 */
        RoomTokenPath: string;
        /** @description The deal's `id` (not the human-readable `dealId` number) */
        DealIdPath: string;
        /** @description Rows per page (default 50) */
        Limit: number;
        /** @description With it, each stage carries the first page of its deals, of this many rows (`firstPage`) */
        PageLimit: number;
        /** @description Only deals in this pipeline stage; `No Stage` for deals without one */
        Stage: string;
        /**
         * @description Search text: only deals where every word of it starts a word of the deal number, client
         *     name, e-mail, phone, property name or address (case and accents ignored; a phone is
         *     matched on its digits, so `555 0101` finds `555-0101`). Blank is no search; text without
         *     a letter or digit answers 400. Combines with the other filters (AND); a cursor is bound
         *     to it. Members search their own deals only.
         */
        Search: string;
        /**
         * @description `true`: only stale deals, those longer in their current stage than the stage's threshold
         *     (GET/PUT /admin/settings/stale-thresholds). Absent or `false`: no such filter. A list's
         *     cursor is bound to it like to any other filter.
         */
        Stale: boolean;
        /** @description The `nextCursor` of the previous page (opaque; bound to its list and filter) */
        Cursor: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The process is up */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ready to serve */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPublicConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Public configuration */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicConfig"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    startDiscordSignIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            302: components["responses"]["RedirectSettingCookie"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    discordCallback: {
        parameters: {
            query?: {
                code?: string;
                error?: string;
                state?: string;
            };
            header?: never;
            path?: never;
            cookie?: {
                /** @description The state this browser was given when it started the sign-in */
                portal_sign_in_state?: string;
            };
        };
        requestBody?: never;
        responses: {
            302: components["responses"]["RedirectSettingCookie"];
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: {
                /** @description The secret the callback bound the code to, in this browser */
                portal_sign_in_state?: string;
            };
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SessionCodeRequest"];
            };
        };
        responses: {
            /** @description Signed in */
            200: {
                headers: {
                    /** @description The refresh cookie `portal_session` (HttpOnly, SameSite=Strict, path /auth) */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionGrant"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    refreshSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: {
                /** @description The session's opaque id, set by `createSession` */
                portal_session?: string;
            };
        };
        requestBody?: never;
        responses: {
            /** @description A fresh token and the current user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionGrant"];
                };
            };
            /** @description No live session in this browser; the cookie is cleared */
            401: {
                headers: {
                    /** @description Clears `portal_session` */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
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
            /** @description The current user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            401: components["responses"]["Unauthorized"];
            503: components["responses"]["ServiceUnavailable"];
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
            /** @description Signed out; the token and the refresh cookie no longer work */
            200: {
                headers: {
                    /** @description Clears `portal_session` */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    startOneDriveConnect: {
        parameters: {
            query: {
                state: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            302: components["responses"]["RedirectSettingCookie"];
            400: components["responses"]["BadRequest"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    oneDriveCallback: {
        parameters: {
            query?: {
                /** @description Microsoft authorization codes are long; up to 4096 characters are accepted */
                code?: string;
                state?: string;
                error?: string;
                error_description?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            302: components["responses"]["Redirect"];
            400: components["responses"]["BadRequest"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listDeals: {
        parameters: {
            query?: {
                /** @description Rows per page (default 50) */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page (opaque; bound to its list and filter) */
                cursor?: components["parameters"]["Cursor"];
                /** @description Only deals in this pipeline stage; `No Stage` for deals without one */
                stage?: components["parameters"]["Stage"];
                /**
                 * @description Search text: only deals where every word of it starts a word of the deal number, client
                 *     name, e-mail, phone, property name or address (case and accents ignored; a phone is
                 *     matched on its digits, so `555 0101` finds `555-0101`). Blank is no search; text without
                 *     a letter or digit answers 400. Combines with the other filters (AND); a cursor is bound
                 *     to it. Members search their own deals only.
                 */
                q?: components["parameters"]["Search"];
                /**
                 * @description `true`: only stale deals, those longer in their current stage than the stage's threshold
                 *     (GET/PUT /admin/settings/stale-thresholds). Absent or `false`: no such filter. A list's
                 *     cursor is bound to it like to any other filter.
                 */
                stale?: components["parameters"]["Stale"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the caller's deals (admins get their own too; all deals are under /admin/deals) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DealPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createDeal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DealCreateRequest"];
            };
        };
        responses: {
            /** @description The created deal; its `id` is used for document uploads */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Deal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["WriteQuotaExceeded"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDealPipeline: {
        parameters: {
            query?: {
                /** @description With it, each stage carries the first page of its deals, of this many rows (`firstPage`) */
                pageLimit?: components["parameters"]["PageLimit"];
                /**
                 * @description Search text: only deals where every word of it starts a word of the deal number, client
                 *     name, e-mail, phone, property name or address (case and accents ignored; a phone is
                 *     matched on its digits, so `555 0101` finds `555-0101`). Blank is no search; text without
                 *     a letter or digit answers 400. Combines with the other filters (AND); a cursor is bound
                 *     to it. Members search their own deals only.
                 */
                q?: components["parameters"]["Search"];
                /**
                 * @description `true`: only stale deals, those longer in their current stage than the stage's threshold
                 *     (GET/PUT /admin/settings/stale-thresholds). Absent or `false`: no such filter. A list's
                 *     cursor is bound to it like to any other filter.
                 */
                stale?: components["parameters"]["Stale"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's stages */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DealPipeline"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMyDealsSummary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's figures */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DealsSummary"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDeal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's `id` (an unknown id, or one that is not yours, answers 404) */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deal; `createdByUser` is filled when an admin reads it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Deal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateDeal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's `id` (an unknown id, or one that is not yours, answers 404) */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DealUpdateRequest"];
            };
        };
        responses: {
            /** @description The updated deal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Deal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["WriteQuotaExceeded"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteDeal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's `id` (an unknown id, or one that is not yours, answers 404) */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["WriteQuotaExceeded"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listDealDocuments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's `id` (an unknown id, or one that is not yours, answers 404) */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deal's documents, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Document"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    compareDealsWithGhl: {
        parameters: {
            query?: {
                runId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The comparisons */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Comparison"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getGhlCompareProgress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                runId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The progress */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompareProgress"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    syncDealsToGhl: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SyncRequest"];
            };
        };
        responses: {
            /** @description What happened to each deal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SyncResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listDocuments: {
        parameters: {
            query?: {
                /** @description Rows per page (default 50) */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page (opaque; bound to its list and filter) */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the caller's documents */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listDocumentsByDeal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The deal's `id` (not the human-readable `dealId` number) */
                dealId: components["parameters"]["DealIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deal's documents, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Document"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    uploadDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["DocumentUploadForm"];
            };
        };
        responses: {
            /** @description Stored */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["WriteQuotaExceeded"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's `id` (an unknown id, or one that is not yours, answers 404) */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DocumentUpdateRequest"];
            };
        };
        responses: {
            /** @description The updated document */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Document"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["WriteQuotaExceeded"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's `id` (an unknown id, or one that is not yours, answers 404) */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["WriteQuotaExceeded"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    downloadDocument: {
        parameters: {
            query?: {
                /** @description `inline` for the in-page preview (PDF, JPG, PNG only); `attachment` (the default) to save the file */
                disposition?: "attachment" | "inline";
            };
            header?: {
                /** @description One byte range, e.g. `bytes=0-65535`, `bytes=1024-` or `bytes=-500` */
                Range?: string;
            };
            path: {
                /** @description The resource's `id` (an unknown id, or one that is not yours, answers 404) */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The whole file */
            200: {
                headers: {
                    /** @description `attachment` (or `inline`) `; filename="<ascii name>"; filename*=UTF-8''<encoded original name>` */
                    "Content-Disposition": string;
                    /** @description Size in bytes, when known */
                    "Content-Length"?: number;
                    /** @description `bytes`: a `Range` may be sent */
                    "Accept-Ranges"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                    "application/pdf": string;
                    "image/jpeg": string;
                    "image/png": string;
                };
            };
            /** @description The requested bytes of the file */
            206: {
                headers: {
                    /** @description As for 200 */
                    "Content-Disposition": string;
                    /** @description `bytes <first>-<last>/<size>` */
                    "Content-Range": string;
                    /** @description Length of the part */
                    "Content-Length"?: number;
                    /** @description `bytes` */
                    "Accept-Ranges"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                    "application/pdf": string;
                    "image/jpeg": string;
                    "image/png": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The range starts past the end of the file */
            416: {
                headers: {
                    /** @description `bytes *\/<size>` */
                    "Content-Range": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listUsers: {
        parameters: {
            query?: {
                /** @description Rows per page (default 50) */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page (opaque; bound to its list and filter) */
                cursor?: components["parameters"]["Cursor"];
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of users */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's `id` (an unknown id, or one that is not yours, answers 404) */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserUpdateRequest"];
            };
        };
        responses: {
            /** @description The updated user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getOneDriveStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The drive's status */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneDriveStatus"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    connectOneDrive: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OneDriveConnectRequest"];
            };
        };
        responses: {
            /** @description Connected */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneDriveStatus"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listAllDeals: {
        parameters: {
            query?: {
                /** @description Rows per page (default 50) */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page (opaque; bound to its list and filter) */
                cursor?: components["parameters"]["Cursor"];
                /** @description Only deals in this pipeline stage; `No Stage` for deals without one */
                stage?: components["parameters"]["Stage"];
                /**
                 * @description Search text: only deals where every word of it starts a word of the deal number, client
                 *     name, e-mail, phone, property name or address (case and accents ignored; a phone is
                 *     matched on its digits, so `555 0101` finds `555-0101`). Blank is no search; text without
                 *     a letter or digit answers 400. Combines with the other filters (AND); a cursor is bound
                 *     to it. Members search their own deals only.
                 */
                q?: components["parameters"]["Search"];
                /**
                 * @description `true`: only stale deals, those longer in their current stage than the stage's threshold
                 *     (GET/PUT /admin/settings/stale-thresholds). Absent or `false`: no such filter. A list's
                 *     cursor is bound to it like to any other filter.
                 */
                stale?: components["parameters"]["Stale"];
                /** @description Only deals created by this user */
                userId?: string;
                startDate?: string;
                endDate?: string;
                status?: string;
                propertyType?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the matching deals */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DealPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAllDealsPipeline: {
        parameters: {
            query?: {
                /** @description With it, each stage carries the first page of its deals, of this many rows (`firstPage`) */
                pageLimit?: components["parameters"]["PageLimit"];
                /**
                 * @description Search text: only deals where every word of it starts a word of the deal number, client
                 *     name, e-mail, phone, property name or address (case and accents ignored; a phone is
                 *     matched on its digits, so `555 0101` finds `555-0101`). Blank is no search; text without
                 *     a letter or digit answers 400. Combines with the other filters (AND); a cursor is bound
                 *     to it. Members search their own deals only.
                 */
                q?: components["parameters"]["Search"];
                /**
                 * @description `true`: only stale deals, those longer in their current stage than the stage's threshold
                 *     (GET/PUT /admin/settings/stale-thresholds). Absent or `false`: no such filter. A list's
                 *     cursor is bound to it like to any other filter.
                 */
                stale?: components["parameters"]["Stale"];
                userId?: string;
                startDate?: string;
                endDate?: string;
                status?: string;
                propertyType?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stages of the matching deals */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DealPipeline"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAllDealsSummary: {
        parameters: {
            query?: {
                userId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figures */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DealsSummary"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportDeals: {
        parameters: {
            query?: {
                /** @description Only deals created by this user */
                userId?: string;
                startDate?: string;
                endDate?: string;
                status?: string;
                propertyType?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV (header line, then the rows) */
            200: {
                headers: {
                    /** @description How many rows follow the header line (for a progress bar) */
                    "X-Total-Count": number;
                    /** @description `attachment; filename="deals-yyyy-MM-dd.csv"` (UTC date) */
                    "Content-Disposition": string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV (header line, then the rows) */
            200: {
                headers: {
                    /** @description How many rows follow the header line (for a progress bar) */
                    "X-Total-Count": number;
                    /** @description `attachment; filename="users-yyyy-MM-dd.csv"` (UTC date) */
                    "Content-Disposition": string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listAllDocuments: {
        parameters: {
            query?: {
                /** @description Rows per page (default 50) */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page (opaque; bound to its list and filter) */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of documents */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAnalytics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figures */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Analytics"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getBacklog: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The backlog now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Backlog"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDatabaseCapacity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deal count and the limit */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DatabaseCapacity"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    testGhlConnection: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The connection state */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GhlConnection"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listGhlPipelines: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pipelines */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GhlPipelinesResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    loadGhlPipelines: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GhlLoadPipelinesRequest"];
            };
        };
        responses: {
            /** @description The pipelines */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GhlPipelinesResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listGhlCalendars: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The calendars */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GhlCalendarsResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getGhlConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The configuration (all null until first saved) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GhlConfig"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    saveGhlConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GhlConfigRequest"];
            };
        };
        responses: {
            /** @description The saved configuration, secrets masked */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GhlConfig"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    sendGhlTestContact: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["GhlTestContactRequest"];
            };
        };
        responses: {
            /** @description What was created in GHL */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GhlTestContactResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    fetchGhlCustomFields: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["GhlFetchCustomFieldsRequest"];
            };
        };
        responses: {
            /** @description The custom fields */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GhlCustomFieldsResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listGhlOpportunities: {
        parameters: {
            query?: {
                /**
                 * @description `nextCursor` of the previous page (left out: the first page). Opaque; bound to the list
                 *     it came from. A malformed cursor, or one of another list, answers 400 'Invalid cursor'.
                 */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The opportunities */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GhlOpportunitiesResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    importGhlOpportunity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GhlImportRequest"];
            };
        };
        responses: {
            /** @description The imported (or updated) deal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GhlImportResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listGhlPipelineOpportunities: {
        parameters: {
            query?: {
                /**
                 * @description `nextCursor` of the previous page (left out: the first page). Opaque; bound to the list
                 *     it came from. A malformed cursor, or one of another list, answers 400 'Invalid cursor'.
                 */
                cursor?: string;
            };
            header?: never;
            path: {
                /** @description The GHL pipeline id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The opportunities */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GhlOpportunitiesResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listGhlDeleteOutcomes: {
        parameters: {
            query?: {
                /** @description Rows per page (default 50) */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page (opaque; bound to its list and filter) */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of outcomes, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GhlDeleteOutcomePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getEmailConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The configuration (defaults until first saved) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailConfig"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    saveEmailConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailConfigRequest"];
            };
        };
        responses: {
            /** @description The saved configuration, password masked */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailConfig"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    sendTestEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TestEmailRequest"];
            };
        };
        responses: {
            /** @description Sent */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getEmailOutbox: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The outbox counts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailOutboxStatus"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    retryEmailOutbox: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many messages were queued again, and the counts after it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailOutboxRetryResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listAutoAccessUsers: {
        parameters: {
            query?: {
                /** @description Rows per page (default 50) */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page (opaque; bound to its list and filter) */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the list, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AutoAccessPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    addAutoAccessUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AutoAccessAddRequest"];
            };
        };
        responses: {
            /** @description Added */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AutoAccessUser"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    bulkAddAutoAccessUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AutoAccessBulkRequest"];
            };
        };
        responses: {
            /** @description What happened */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkAddSummary"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    removeAutoAccessUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's `id` (an unknown id, or one that is not yours, answers 404) */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getQuotas: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The quotas */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Quotas"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    saveQuotas: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuotasRequest"];
            };
        };
        responses: {
            /** @description Saved; the quotas as they are now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Quotas"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getStaleThresholds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The thresholds */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaleThresholds"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    saveStaleThresholds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaleThresholdsRequest"];
            };
        };
        responses: {
            /** @description Saved; all thresholds as they are now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaleThresholds"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    resetStaleThresholds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The defaults, now in force */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaleThresholds"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDiscordRoleAccess: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings (guild null until first saved) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DiscordRoleAccess"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    saveDiscordRoleAccess: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DiscordRoleAccessRequest"];
            };
        };
        responses: {
            /** @description Saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DiscordRoleAccess"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listDiscordAccessChanges: {
        parameters: {
            query?: {
                /** @description Rows per page (default 50) */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page (opaque; bound to its list and filter) */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of changes, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DiscordAccessChangePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listDiscordGuildRoles: {
        parameters: {
            query: {
                /** @description The guild (server) id, a Discord snowflake (17 to 20 digits) */
                guildId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The guild's roles, highest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DiscordGuildRoles"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDiscordRoleCheck: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The latest run */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DiscordRoleCheckRun"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    runDiscordRoleCheck: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The run started */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DiscordRoleCheckRun"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listSavedViews: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every saved view, sorted by name */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedViewList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createSavedView: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SavedViewCreateRequest"];
            };
        };
        responses: {
            /** @description The saved view */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedView"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteSavedView: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's `id` (an unknown id, or one that is not yours, answers 404) */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateSavedView: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's `id` (an unknown id, or one that is not yours, answers 404) */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SavedViewUpdateRequest"];
            };
        };
        responses: {
            /** @description The view as it is now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedView"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSampleData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Where the sample book stands */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SampleDataStatus"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    loadSampleData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Loading started */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SampleDataStatus"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    removeSampleData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SampleDataRemoved"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    ghlWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Base64 Ed25519 signature of the raw request body */
                "X-GHL-Signature"?: string;
                /** @description The operator's shared secret, only when one is configured instead of signatures */
                "X-Webhook-Secret"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GhlWebhookEvent"];
            };
        };
        responses: {
            /** @description Received */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookAck"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listDealActivities: {
        parameters: {
            query?: {
                /** @description Rows per page (default 50) */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page (opaque; bound to its list and filter) */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path: {
                /** @description The resource's `id` (an unknown id, or one that is not yours, answers 404) */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the timeline */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listDealComments: {
        parameters: {
            query?: {
                /** @description Rows per page (default 50) */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page (opaque; bound to its list and filter) */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path: {
                /** @description The resource's `id` (an unknown id, or one that is not yours, answers 404) */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of comments */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommentPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createDealComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's `id` (an unknown id, or one that is not yours, answers 404) */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CommentRequest"];
            };
        };
        responses: {
            /** @description The comment as stored */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Comment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["WriteQuotaExceeded"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateDealComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's `id` (an unknown id, or one that is not yours, answers 404) */
                id: components["parameters"]["IdPath"];
                /** @description The comment's `id` */
                commentId: components["parameters"]["CommentIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CommentRequest"];
            };
        };
        responses: {
            /** @description The edited comment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Comment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["WriteQuotaExceeded"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteDealComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's `id` (an unknown id, or one that is not yours, answers 404) */
                id: components["parameters"]["IdPath"];
                /** @description The comment's `id` */
                commentId: components["parameters"]["CommentIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["WriteQuotaExceeded"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listNotifications: {
        parameters: {
            query?: {
                /** @description Rows per page (default 50) */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page (opaque; bound to its list and filter) */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of notifications */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getNotificationUpdates: {
        parameters: {
            query?: {
                /** @description Only notifications created after this time (the `serverTime` of the previous answer) */
                since?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The count and what is new */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationUpdates"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    streamNotifications: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `id` of the last event received, to resume after a reconnect */
                "Last-Event-ID"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event stream */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    markAllNotificationsRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many were marked; the unread count is then 0 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationsMarked"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getNotificationPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's preferences (defaults when never saved) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationPreferences"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateNotificationPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NotificationPreferencesUpdate"];
            };
        };
        responses: {
            /** @description The preferences as stored */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationPreferences"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    markNotificationRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's `id` (an unknown id, or one that is not yours, answers 404) */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The notification, now read, and the caller's unread count */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationRead"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getChecklistSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The templates and the reminder interval */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChecklistSettings"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    saveChecklistSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChecklistSettingsRequest"];
            };
        };
        responses: {
            /** @description Saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChecklistSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    resetChecklistSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The shipped defaults, now in force */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChecklistSettings"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDealChecklist: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's `id` (an unknown id, or one that is not yours, answers 404) */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The checklist */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DealChecklist"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    reviewChecklistItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's `id` (an unknown id, or one that is not yours, answers 404) */
                id: components["parameters"]["IdPath"];
                /** @description The checklist item's `id` (e.g. `rent-roll`) */
                itemId: components["parameters"]["ChecklistItemIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChecklistReviewRequest"];
            };
        };
        responses: {
            /** @description The deal's checklist after the review */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DealChecklist"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listLenders: {
        parameters: {
            query?: {
                /** @description Rows per page (default 50) */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page (opaque; bound to its list and filter) */
                cursor?: components["parameters"]["Cursor"];
                /** @description Search text (lender name); blank is no search, text without a letter or digit answers 400 */
                q?: string;
                type?: components["schemas"]["LenderType"];
                /** @description `true` only active lenders, `false` only deactivated ones; absent both */
                active?: boolean;
                state?: components["schemas"]["UsState"];
                propertyType?: components["schemas"]["ProgramPropertyType"];
                loanPurpose?: components["schemas"]["LoanPurpose"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of lenders, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LenderPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createLender: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LenderCreateRequest"];
            };
        };
        responses: {
            /** @description The new lender */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Lender"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportLenders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV (header line, then the rows) */
            200: {
                headers: {
                    /** @description How many rows follow the header line */
                    "X-Total-Count": number;
                    /** @description `attachment; filename="lenders-yyyy-MM-dd.csv"` (UTC date) */
                    "Content-Disposition": string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getLenderImportTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The template */
            200: {
                headers: {
                    /** @description `attachment; filename="lenders-template.csv"` */
                    "Content-Disposition": string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    importLenders: {
        parameters: {
            query?: {
                /** @description `true`: check the file and count what would change, saving nothing */
                dryRun?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "text/csv": string;
            };
        };
        responses: {
            /** @description What was (or, with dryRun, would be) created and updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LenderImportResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getLender: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's `id` (an unknown id, or one that is not yours, answers 404) */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The lender */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LenderDetail"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateLender: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's `id` (an unknown id, or one that is not yours, answers 404) */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LenderUpdateRequest"];
            };
        };
        responses: {
            /** @description The lender as it is now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Lender"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createLenderProgram: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's `id` (an unknown id, or one that is not yours, answers 404) */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LenderProgramCreateRequest"];
            };
        };
        responses: {
            /** @description The new program */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LenderProgram"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteLenderProgram: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's `id` (an unknown id, or one that is not yours, answers 404) */
                id: components["parameters"]["IdPath"];
                /** @description The program's `id` */
                programId: components["parameters"]["ProgramIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateLenderProgram: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's `id` (an unknown id, or one that is not yours, answers 404) */
                id: components["parameters"]["IdPath"];
                /** @description The program's `id` */
                programId: components["parameters"]["ProgramIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LenderProgramUpdateRequest"];
            };
        };
        responses: {
            /** @description The program as it is now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LenderProgram"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createLenderContact: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's `id` (an unknown id, or one that is not yours, answers 404) */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LenderContactCreateRequest"];
            };
        };
        responses: {
            /** @description The new contact */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LenderContact"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteLenderContact: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's `id` (an unknown id, or one that is not yours, answers 404) */
                id: components["parameters"]["IdPath"];
                /** @description The contact's `id` */
                contactId: components["parameters"]["ContactIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateLenderContact: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's `id` (an unknown id, or one that is not yours, answers 404) */
                id: components["parameters"]["IdPath"];
                /** @description The contact's `id` */
                contactId: components["parameters"]["ContactIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LenderContactUpdateRequest"];
            };
        };
        responses: {
            /** @description The contact as it is now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LenderContact"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPlacementFigures: {
        parameters: {
            query?: {
                /** @description Only this lender's figures (the lender's page) */
                lenderId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figures */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlacementFigures"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportPlacementFigures: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV (header line, then the rows) */
            200: {
                headers: {
                    /** @description How many rows follow the header line */
                    "X-Total-Count": number;
                    /** @description `attachment; filename="placement-figures-yyyy-MM-dd.csv"` (UTC date) */
                    "Content-Disposition": string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPlacementSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings in force and the shipped defaults */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlacementSettings"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    savePlacementSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlacementSettingsRequest"];
            };
        };
        responses: {
            /** @description Saved; the settings as they are now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlacementSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDealPlacement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's `id` (an unknown id, or one that is not yours, answers 404) */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sizing and the match counts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DealPlacement"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listSharedDealQuotes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's `id` (an unknown id, or one that is not yours, answers 404) */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The shared quotes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SharedQuoteList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDealSummaryPdf: {
        parameters: {
            query?: {
                /** @description `anonymised` (the default) leaves out the client and the street address; `full` includes them */
                form?: "anonymised" | "full";
            };
            header?: never;
            path: {
                /** @description The resource's `id` (an unknown id, or one that is not yours, answers 404) */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF */
            200: {
                headers: {
                    /** @description `attachment; filename="<deal id>-summary.pdf"` (`<deal id>-summary-full.pdf` for the full form) */
                    "Content-Disposition": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDealMatches: {
        parameters: {
            query?: {
                /** @description Rows per page (default 50) */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path: {
                /** @description The resource's `id` (an unknown id, or one that is not yours, answers 404) */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matches */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DealMatches"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getProgramDeals: {
        parameters: {
            query?: {
                /** @description Rows per page (default 50) */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path: {
                /** @description The resource's `id` (an unknown id, or one that is not yours, answers 404) */
                id: components["parameters"]["IdPath"];
                programId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deals that fit */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProgramDeals"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listLenderSubmissions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's `id` (an unknown id, or one that is not yours, answers 404) */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The submissions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LenderSubmissionList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    sendLenderSubmissions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's `id` (an unknown id, or one that is not yours, answers 404) */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LenderSubmissionSendRequest"];
            };
        };
        responses: {
            /** @description The submissions of this send (one per contact) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LenderSubmissionList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    revokeLenderSubmission: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's `id` (an unknown id, or one that is not yours, answers 404) */
                id: components["parameters"]["IdPath"];
                /** @description The submission's `id` */
                submissionId: components["parameters"]["SubmissionIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The submission as it is now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LenderSubmission"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listDealQuotes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's `id` (an unknown id, or one that is not yours, answers 404) */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The quotes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LenderQuoteList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    recordDealQuote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's `id` (an unknown id, or one that is not yours, answers 404) */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LenderQuoteRecordRequest"];
            };
        };
        responses: {
            /** @description The quote recorded */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LenderQuote"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportDealQuotes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's `id` (an unknown id, or one that is not yours, answers 404) */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV (header line, then the rows) */
            200: {
                headers: {
                    /** @description How many rows follow the header line */
                    "X-Total-Count": number;
                    /** @description `attachment; filename="<deal id>-quotes.csv"` */
                    "Content-Disposition": string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    selectDealQuote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's `id` (an unknown id, or one that is not yours, answers 404) */
                id: components["parameters"]["IdPath"];
                /** @description The quote's `id` */
                quoteId: components["parameters"]["QuoteIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deal's quotes as they are now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LenderQuoteList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    shareDealQuote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's `id` (an unknown id, or one that is not yours, answers 404) */
                id: components["parameters"]["IdPath"];
                /** @description The quote's `id` */
                quoteId: components["parameters"]["QuoteIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LenderQuoteShareRequest"];
            };
        };
        responses: {
            /** @description The quote as it is now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LenderQuote"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listDuplicateFlags: {
        parameters: {
            query?: {
                status?: components["schemas"]["DuplicateFlagStatus"];
                /** @description Rows per page (default 50) */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page (opaque; bound to its list and filter) */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of flags, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DuplicateFlagPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    dismissDuplicateFlag: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's `id` (an unknown id, or one that is not yours, answers 404) */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The flag as it is now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DuplicateFlag"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    mergeDuplicateDeals: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's `id` (an unknown id, or one that is not yours, answers 404) */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DuplicateMergeRequest"];
            };
        };
        responses: {
            /** @description Merged; the kept deal and the flag as they are now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DuplicateMergeResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    findGhlImportMatches: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GhlImportMatchRequest"];
            };
        };
        responses: {
            /** @description The matching deals (empty when none) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GhlImportMatches"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDuplicateSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings in force and the shipped defaults */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DuplicateSettings"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    saveDuplicateSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DuplicateSettingsRequest"];
            };
        };
        responses: {
            /** @description Saved; the settings as they are now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DuplicateSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDealFee: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's `id` (an unknown id, or one that is not yours, answers 404) */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The fee */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DealFeeResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    saveDealFee: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The resource's `id` (an unknown id, or one that is not yours, answers 404) */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DealFeeRequest"];
            };
        };
        responses: {
            /** @description The fee as it is now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DealFeeResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMyEarnings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The earnings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Earnings"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getFeeReport: {
        parameters: {
            query?: {
                /** @description The first month included (yyyy-MM) */
                from?: components["parameters"]["FeeMonthFrom"];
                /** @description The last month included (yyyy-MM) */
                to?: components["parameters"]["FeeMonthTo"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeeReport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportFeeReport: {
        parameters: {
            query?: {
                /** @description The first month included (yyyy-MM) */
                from?: components["parameters"]["FeeMonthFrom"];
                /** @description The last month included (yyyy-MM) */
                to?: components["parameters"]["FeeMonthTo"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV (header line, then the rows) */
            200: {
                headers: {
                    /** @description How many rows follow the header line */
                    "X-Total-Count": number;
                    /** @description `attachment; filename="fees.csv"` */
                    "Content-Disposition": string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listOverdueFees: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The overdue fees (at most 50) and their count and sum */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OverdueFees"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getFeeSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings in force and the shipped defaults */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeeSettings"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    saveFeeSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FeeSettingsRequest"];
            };
        };
        responses: {
            /** @description Saved; the settings as they are now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeeSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDealRoom: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The deal-room link's token (43 base64url characters); any other value up to 200 characters answers the invalid-link 404 */
                token: components["parameters"]["RoomTokenPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The room */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DealRoom"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    downloadDealRoomDocument: {
        parameters: {
            query?: {
                disposition?: "attachment" | "inline";
            };
            header?: {
                Range?: string;
            };
            path: {
                /** @description The deal-room link's token (43 base64url characters); any other value up to 200 characters answers the invalid-link 404 */
                token: components["parameters"]["RoomTokenPath"];
                documentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The whole file */
            200: {
                headers: {
                    "Content-Disposition": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                    "application/pdf": string;
                    "image/jpeg": string;
                    "image/png": string;
                };
            };
            /** @description The requested bytes of the file */
            206: {
                headers: {
                    "Content-Disposition": string;
                    "Content-Range": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                    "application/pdf": string;
                    "image/jpeg": string;
                    "image/png": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            /** @description The range starts past the end of the file */
            416: {
                headers: {
                    "Content-Range": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    uploadDealRoomTermSheet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The deal-room link's token (43 base64url characters); any other value up to 200 characters answers the invalid-link 404 */
                token: components["parameters"]["RoomTokenPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["DealRoomTermSheetForm"];
            };
        };
        responses: {
            /** @description Stored */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DealRoomDocument"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    answerDealRoom: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The deal-room link's token (43 base64url characters); any other value up to 200 characters answers the invalid-link 404 */
                token: components["parameters"]["RoomTokenPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DealRoomAnswerRequest"];
            };
        };
        responses: {
            /** @description The room with the answer recorded */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DealRoom"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
}
