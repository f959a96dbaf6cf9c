import type { components } from './schema';

type Schemas = components['schemas'];

/** Named shapes of the contract, for code that prefers `User` to `components['schemas']['User']`. */

// Shared
export type ApiError = Schemas['Error'];
export type ErrorDetail = Schemas['ErrorDetail'];
export type MessageResult = Schemas['MessageResult'];
export type Health = Schemas['Health'];
export type PublicConfig = Schemas['PublicConfig'];

// Auth and users
export type SessionCodeRequest = Schemas['SessionCodeRequest'];
export type SessionGrant = Schemas['SessionGrant'];
export type User = Schemas['User'];
export type UserUpdateRequest = Schemas['UserUpdateRequest'];
export type UserPage = Schemas['UserPage'];

// Deals
export type Deal = Schemas['Deal'];
export type DealCreator = Schemas['DealCreator'];
export type StageChange = Schemas['StageChange'];
export type StageChangeSource = StageChange['source'];
export type DealCreateRequest = Schemas['DealCreateRequest'];
export type DealUpdateRequest = Schemas['DealUpdateRequest'];
export type DealPage = Schemas['DealPage'];
export type DealPipeline = Schemas['DealPipeline'];
export type PipelineStage = Schemas['PipelineStage'];

// Documents
export type Document = Schemas['Document'];
/** The same as `Document`, for modules where the DOM's global `Document` is also in scope. */
export type DealDocument = Document;
export type DocumentUploadForm = Schemas['DocumentUploadForm'];
export type DocumentUpdateRequest = Schemas['DocumentUpdateRequest'];
export type UploadResult = Schemas['UploadResult'];
export type DocumentPage = Schemas['DocumentPage'];

// Document checklist
export type ChecklistStatus = Schemas['ChecklistStatus'];
export type ChecklistProgress = Schemas['ChecklistProgress'];
export type ChecklistTemplateItem = Schemas['ChecklistTemplateItem'];
export type ChecklistTemplate = Schemas['ChecklistTemplate'];
export type ChecklistDealType = ChecklistTemplate['dealType'];
export type ChecklistSettings = Schemas['ChecklistSettings'];
export type ChecklistSettingsRequest = Schemas['ChecklistSettingsRequest'];
export type ChecklistDocument = Schemas['ChecklistDocument'];
export type DealChecklist = Schemas['DealChecklist'];
export type DealChecklistItem = Schemas['DealChecklistItem'];
export type ChecklistReviewRequest = Schemas['ChecklistReviewRequest'];
export type ChecklistReview = Schemas['ChecklistReview'];

// GHL compare and sync
export type Comparison = Schemas['Comparison'];
export type CompareProgress = Schemas['CompareProgress'];
export type ComparisonDifference = Schemas['ComparisonDifference'];
export type SyncRequest = Schemas['SyncRequest'];
export type SyncDealResult = Schemas['SyncDealResult'];
export type SyncResult = Schemas['SyncResult'];

// Admin: OneDrive and analytics
export type OneDriveStatus = Schemas['OneDriveStatus'];
export type OneDriveConnectRequest = Schemas['OneDriveConnectRequest'];
export type Analytics = Schemas['Analytics'];
export type TopUser = Schemas['TopUser'];
export type DealsSummary = Schemas['DealsSummary'];
export type RecentStageChange = Schemas['RecentStageChange'];
export type FigureRow = Schemas['FigureRow'];

// Admin: GHL
export type GhlConnection = Schemas['GhlConnection'];
export type GhlPipeline = Schemas['GhlPipeline'];
export type GhlPipelineStage = Schemas['GhlPipelineStage'];
export type GhlPipelinesResult = Schemas['GhlPipelinesResult'];
export type GhlLoadPipelinesRequest = Schemas['GhlLoadPipelinesRequest'];
export type GhlCalendar = Schemas['GhlCalendar'];
export type GhlCalendarsResult = Schemas['GhlCalendarsResult'];
export type GhlConfig = Schemas['GhlConfig'];
export type GhlConfigRequest = Schemas['GhlConfigRequest'];
export type GhlDealDeletePolicy = Schemas['GhlDealDeletePolicy'];
export type GhlDeleteOutcome = Schemas['GhlDeleteOutcome'];
export type GhlDeleteOutcomePage = Schemas['GhlDeleteOutcomePage'];
export type GhlTestContactRequest = Schemas['GhlTestContactRequest'];
export type GhlTestContactResult = Schemas['GhlTestContactResult'];
export type GhlFetchCustomFieldsRequest = Schemas['GhlFetchCustomFieldsRequest'];
export type GhlCustomField = Schemas['GhlCustomField'];
export type GhlCustomFieldsResult = Schemas['GhlCustomFieldsResult'];
export type GhlCustomFieldValue = Schemas['GhlCustomFieldValue'];
export type GhlContactSummary = Schemas['GhlContactSummary'];
export type GhlOpportunity = Schemas['GhlOpportunity'];
export type GhlOpportunitiesResult = Schemas['GhlOpportunitiesResult'];
export type GhlImportRequest = Schemas['GhlImportRequest'];
export type GhlImportResult = Schemas['GhlImportResult'];

// Admin: e-mail
export type EmailConfig = Schemas['EmailConfig'];
export type EmailOutboxStatus = Schemas['EmailOutboxStatus'];
export type EmailOutboxRetryResult = Schemas['EmailOutboxRetryResult'];

// Admin: background backlog
export type Backlog = Schemas['Backlog'];
export type BacklogFigure = Schemas['BacklogFigure'];
export type DatabaseCapacity = Schemas['DatabaseCapacity'];
export type EmailConfigRequest = Schemas['EmailConfigRequest'];
export type TestEmailRequest = Schemas['TestEmailRequest'];

// Saved views (admin)
export type SavedView = Schemas['SavedView'];
export type SavedViewList = Schemas['SavedViewList'];
export type SavedViewCreateRequest = Schemas['SavedViewCreateRequest'];
export type SavedViewUpdateRequest = Schemas['SavedViewUpdateRequest'];

// Admin: Discord auto-access
export type AutoAccessUser = Schemas['AutoAccessUser'];
export type AutoAccessPage = Schemas['AutoAccessPage'];
export type AutoAccessAddRequest = Schemas['AutoAccessAddRequest'];
export type AutoAccessBulkRequest = Schemas['AutoAccessBulkRequest'];
export type BulkAddSummary = Schemas['BulkAddSummary'];

// Webhooks
export type GhlWebhookEvent = Schemas['GhlWebhookEvent'];
export type WebhookAck = Schemas['WebhookAck'];

// Admin: access from Discord roles
export type DiscordRoleAccess = Schemas['DiscordRoleAccess'];
export type DiscordRoleAccessRequest = Schemas['DiscordRoleAccessRequest'];
export type DiscordGuildRole = Schemas['DiscordGuildRole'];
export type DiscordGuildRoles = Schemas['DiscordGuildRoles'];
export type DiscordRoleCheckRun = Schemas['DiscordRoleCheckRun'];
export type SampleDataStatus = Schemas['SampleDataStatus'];
export type SampleDataRemoved = Schemas['SampleDataRemoved'];
export type DiscordAccessChange = Schemas['DiscordAccessChange'];
export type DiscordAccessChangePage = Schemas['DiscordAccessChangePage'];

// Admin: stale deals (thresholds per stage)
export type StaleThresholds = Schemas['StaleThresholds'];
export type StaleThreshold = Schemas['StaleThreshold'];
export type StaleThresholdsRequest = Schemas['StaleThresholdsRequest'];
export type Quotas = Schemas['Quotas'];
export type QuotasRequest = Schemas['QuotasRequest'];

// Collaboration: timeline, comments, notifications
export type Actor = Schemas['Actor'];
export type Activity = Schemas['Activity'];
export type ActivityKind = Schemas['ActivityKind'];
export type ActivitySource = Schemas['ActivitySource'];
export type ActivityPage = Schemas['ActivityPage'];
export type FieldChange = Schemas['FieldChange'];
export type Comment = Schemas['Comment'];
export type CommentRequest = Schemas['CommentRequest'];
export type CommentPage = Schemas['CommentPage'];
export type Notification = Schemas['Notification'];
export type NotificationKind = Schemas['NotificationKind'];
export type NotificationPage = Schemas['NotificationPage'];
export type NotificationUpdates = Schemas['NotificationUpdates'];
export type NotificationRead = Schemas['NotificationRead'];
export type NotificationsMarked = Schemas['NotificationsMarked'];
export type NotificationChannel = Schemas['NotificationChannel'];
export type NotificationPreferences = Schemas['NotificationPreferences'];
export type NotificationPreferencesUpdate = Schemas['NotificationPreferencesUpdate'];

// Lender directory
export type LenderType = Schemas['LenderType'];
export type LoanPurpose = Schemas['LoanPurpose'];
export type Recourse = Schemas['Recourse'];
export type Lender = Schemas['Lender'];
export type LenderPage = Schemas['LenderPage'];
export type LenderDetail = Schemas['LenderDetail'];
export type LenderCreateRequest = Schemas['LenderCreateRequest'];
export type LenderUpdateRequest = Schemas['LenderUpdateRequest'];
export type LenderProgram = Schemas['LenderProgram'];
export type LenderProgramCreateRequest = Schemas['LenderProgramCreateRequest'];
export type LenderProgramUpdateRequest = Schemas['LenderProgramUpdateRequest'];
export type LenderContact = Schemas['LenderContact'];
export type LenderContactCreateRequest = Schemas['LenderContactCreateRequest'];
export type LenderContactUpdateRequest = Schemas['LenderContactUpdateRequest'];
export type LenderImportResult = Schemas['LenderImportResult'];

// Sizing and matching (placement)
export type SizingTermsDto = Schemas['SizingTerms'];
export type SizingDefaultsDto = Schemas['SizingDefaults'];
export type MatchTolerancesDto = Schemas['MatchTolerances'];
export type PlacementSettings = Schemas['PlacementSettings'];
export type PlacementSettingsRequest = Schemas['PlacementSettingsRequest'];
export type LoanSizingDto = Schemas['LoanSizing'];
export type MatchSummaryDto = Schemas['MatchSummary'];
export type DealPlacement = Schemas['DealPlacement'];
export type MatchCriterionResult = Schemas['MatchCriterionResult'];
export type DealMatch = Schemas['DealMatch'];
export type DealMatches = Schemas['DealMatches'];
export type ProgramDeal = Schemas['ProgramDeal'];
export type ProgramDeals = Schemas['ProgramDeals'];

// Placement figures (per lender, and their totals)
export type PlacementFigures = Schemas['PlacementFigures'];
export type PlacementLenderFigures = Schemas['PlacementLenderFigures'];
export type PlacementFigureTotals = Schemas['PlacementFigureTotals'];

// Submissions to lenders and their deal rooms
export type LenderSubmissionState = Schemas['LenderSubmissionState'];
export type LenderSubmissionEvent = Schemas['LenderSubmissionEvent'];
export type LenderSubmission = Schemas['LenderSubmission'];
export type LenderSubmissionList = Schemas['LenderSubmissionList'];
export type LenderSubmissionSendRequest = Schemas['LenderSubmissionSendRequest'];
export type PassReason = Schemas['PassReason'];
export type RateIndex = Schemas['RateIndex'];
export type LenderQuoteTerms = Schemas['LenderQuoteTerms'];
export type DealRoomAnswerRequest = Schemas['DealRoomAnswerRequest'];
export type DealRoomAnswer = Schemas['DealRoomAnswer'];
export type DealRoomDocument = Schemas['DealRoomDocument'];
export type DealRoom = Schemas['DealRoom'];
export type LenderQuote = Schemas['LenderQuote'];
export type LenderQuoteList = Schemas['LenderQuoteList'];
export type QuoteTermSheet = Schemas['QuoteTermSheet'];
export type QuoteFigures = Schemas['QuoteFigures'];
export type LenderQuoteRecordRequest = Schemas['LenderQuoteRecordRequest'];
export type LenderQuoteShareRequest = Schemas['LenderQuoteShareRequest'];
export type SelectedQuote = Schemas['SelectedQuote'];
export type SharedQuote = Schemas['SharedQuote'];
export type SharedQuoteList = Schemas['SharedQuoteList'];
export type IndexRates = Schemas['IndexRates'];
export type ActivityLender = Schemas['ActivityLender'];

// Duplicate deals and broker fees (docs/duplicates-and-fees.md)
export type DuplicateFlagStatus = Schemas['DuplicateFlagStatus'];
export type DuplicateMatchReason = Schemas['DuplicateMatchReason'];
export type DuplicateFlagSource = Schemas['DuplicateFlagSource'];
export type DuplicateDeal = Schemas['DuplicateDeal'];
export type DuplicateMatch = Schemas['DuplicateMatch'];
export type DuplicateFlag = Schemas['DuplicateFlag'];
export type DuplicateFlagPage = Schemas['DuplicateFlagPage'];
export type DuplicateMergeRequest = Schemas['DuplicateMergeRequest'];
export type DuplicateMergeResult = Schemas['DuplicateMergeResult'];
export type GhlImportMatchRequest = Schemas['GhlImportMatchRequest'];
export type GhlImportMatches = Schemas['GhlImportMatches'];
export type DuplicateSettings = Schemas['DuplicateSettings'];
export type DuplicateSettingsRequest = Schemas['DuplicateSettingsRequest'];
export type DealFee = Schemas['DealFee'];
export type DealFeeResult = Schemas['DealFeeResult'];
export type DealFeeRequest = Schemas['DealFeeRequest'];
export type Earnings = Schemas['Earnings'];
export type FeeLine = Schemas['FeeLine'];
export type FeeDealRef = Schemas['FeeDealRef'];
export type FeeReport = Schemas['FeeReport'];
export type FeeReportRow = Schemas['FeeReportRow'];
export type OverdueFees = Schemas['OverdueFees'];
export type OverdueFee = Schemas['OverdueFee'];
export type StageProbabilities = Schemas['StageProbabilities'];
export type FeeSettings = Schemas['FeeSettings'];
export type FeeSettingsRequest = Schemas['FeeSettingsRequest'];
