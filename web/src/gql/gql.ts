/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query AccountSettingsPage_Query {\n    viewer {\n      id\n      role\n      firstName\n      lastName\n      displayName\n      phone\n      email\n      client {\n        id\n        address\n      }\n      ...TwoFactorSection_viewer\n    }\n    publicSite {\n      email\n    }\n  }\n": typeof types.AccountSettingsPage_QueryDocument,
    "\n  query CalendarFeed_Query {\n    myCalendarFeed {\n      url\n      webcalUrl\n    }\n  }\n": typeof types.CalendarFeed_QueryDocument,
    "\n  mutation CalendarFeed_Reset {\n    resetCalendarFeed {\n      url\n      webcalUrl\n    }\n  }\n": typeof types.CalendarFeed_ResetDocument,
    "\n  query NotificationPreferences_Query {\n    notificationPreferences {\n      category\n      label\n      emailEnabled\n      essential\n    }\n  }\n": typeof types.NotificationPreferences_QueryDocument,
    "\n  mutation NotificationPreferences_Update($input: UpdateNotificationPreferenceInput!) {\n    updateNotificationPreference(input: $input) {\n      preferences {\n        category\n        label\n        emailEnabled\n        essential\n      }\n    }\n  }\n": typeof types.NotificationPreferences_UpdateDocument,
    "\n  query RequestHelperPage_Query($withRequest: Boolean!) {\n    viewer {\n      id\n      role\n      phone\n    }\n    myRoleRequest @include(if: $withRequest) {\n      id\n      status\n      ...RoleRequestStatus_request\n    }\n  }\n": typeof types.RequestHelperPage_QueryDocument,
    "\n  fragment RoleRequestStatus_request on RoleRequest {\n    status\n    createdAt\n    decidedAt\n    decisionReason\n  }\n": typeof types.RoleRequestStatus_RequestFragmentDoc,
    "\n  fragment TwoFactorSection_viewer on User {\n    id\n    role\n    twoFactorEnabled\n    recoveryCodesLeft\n  }\n": typeof types.TwoFactorSection_ViewerFragmentDoc,
    "\n  mutation AccountSettingsPage_UpdateMyProfile($input: UpdateMyProfileInput!) {\n    updateMyProfile(input: $input) {\n      user {\n        id\n        firstName\n        lastName\n        displayName\n        phone\n        name\n        client {\n          id\n          phone\n          address\n        }\n      }\n    }\n  }\n": typeof types.AccountSettingsPage_UpdateMyProfileDocument,
    "\n  mutation AccountSettingsPage_ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      changed\n    }\n  }\n": typeof types.AccountSettingsPage_ChangePasswordDocument,
    "\n  mutation RequestHelperPage_RequestHelperAccess($input: RequestHelperAccessInput!) {\n    requestHelperAccess(input: $input) {\n      roleRequest {\n        id\n        ...RoleRequestStatus_request\n      }\n    }\n  }\n": typeof types.RequestHelperPage_RequestHelperAccessDocument,
    "\n  mutation TwoFactorSection_Begin($input: PasswordConfirmationInput!) {\n    beginTwoFactorSetup(input: $input) {\n      secret\n      qrCodeDataUrl\n    }\n  }\n": typeof types.TwoFactorSection_BeginDocument,
    "\n  mutation TwoFactorSection_Confirm($input: TwoFactorCodeInput!) {\n    confirmTwoFactorSetup(input: $input) {\n      recoveryCodes\n      user {\n        id\n        twoFactorEnabled\n        recoveryCodesLeft\n      }\n    }\n  }\n": typeof types.TwoFactorSection_ConfirmDocument,
    "\n  mutation TwoFactorSection_Disable($input: PasswordConfirmationInput!) {\n    disableTwoFactor(input: $input) {\n      user {\n        id\n        twoFactorEnabled\n        recoveryCodesLeft\n      }\n    }\n  }\n": typeof types.TwoFactorSection_DisableDocument,
    "\n  mutation TwoFactorSection_RegenerateRecoveryCodes($input: PasswordConfirmationInput!) {\n    regenerateRecoveryCodes(input: $input) {\n      recoveryCodes\n      user {\n        id\n        recoveryCodesLeft\n      }\n    }\n  }\n": typeof types.TwoFactorSection_RegenerateRecoveryCodesDocument,
    "\n  query TwoFactorSection_Requirement {\n    businessSettings {\n      id\n      requireAdminTwoFactor\n    }\n  }\n": typeof types.TwoFactorSection_RequirementDocument,
    "\n  mutation TwoFactorSection_SetRequirement($input: SetAdminTwoFactorRequirementInput!) {\n    setAdminTwoFactorRequirement(input: $input) {\n      settings {\n        id\n        requireAdminTwoFactor\n      }\n    }\n  }\n": typeof types.TwoFactorSection_SetRequirementDocument,
    "\n  fragment ActivityEventItem_event on AuditEvent {\n    id\n    occurredAt\n    action\n    summary\n    ip\n    actor {\n      kind\n      name\n    }\n    object {\n      id\n      type\n      title\n      label\n    }\n    changes {\n      field\n      label\n      fromText\n      toText\n      redacted\n    }\n  }\n": typeof types.ActivityEventItem_EventFragmentDoc,
    "\n  query ActivityPage_Query(\n    $first: Int!\n    $after: String\n    $actor: ID\n    $object: ID\n    $objectType: String\n    $from: LocalDate\n    $to: LocalDate\n  ) {\n    auditEvents(first: $first, after: $after, actor: $actor, object: $object, objectType: $objectType, from: $from, to: $to) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          object {\n            id\n            title\n            label\n          }\n          ...ActivityEventItem_event\n        }\n      }\n    }\n    auditActors {\n      id\n      kind\n      name\n    }\n    auditObjectTypes {\n      name\n      title\n    }\n  }\n": typeof types.ActivityPage_QueryDocument,
    "\n  fragment CalendarEvent_visit on CalendarVisit {\n    id\n    date\n    timeSlot\n    startTime\n    service\n    clientName\n    status\n    statusReason\n    helperCount\n    helpers {\n      id\n      user {\n        id\n        name\n      }\n    }\n  }\n": typeof types.CalendarEvent_VisitFragmentDoc,
    "\n  query CalendarPage_Query($from: LocalDate!, $to: LocalDate!, $first: Int!, $after: String) {\n    visits(from: $from, to: $to, first: $first, after: $after) {\n      edges {\n        node {\n          id\n          ...CalendarEvent_visit\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n    closuresBetween(from: $from, to: $to) {\n      id\n      startDate\n      endDate\n      reason\n    }\n  }\n": typeof types.CalendarPage_QueryDocument,
    "\n  query VisitDetailsDialog_Query($id: ID!) {\n    node(id: $id) {\n      __typename\n      id\n      ... on Visit {\n        date\n        timeSlot\n        startTime\n        status\n        statusReason\n        service\n        address\n        completedBy {\n          id\n          name\n        }\n        ...AssignedHelpers_visit\n        ...VisitHistory_visit\n        request {\n          id\n          service\n          address\n          notes\n          phoneNumber\n          recurring\n          customDays {\n            ...RequestFacts_customDays @unmask\n          }\n          client {\n            id\n            displayName\n            phone\n          }\n        }\n      }\n    }\n  }\n": typeof types.VisitDetailsDialog_QueryDocument,
    "\n  fragment VisitHistory_visit on Visit {\n    history {\n      id\n      occurredAt\n      summary\n      actor {\n        name\n      }\n      changes {\n        field\n        label\n        fromText\n        toText\n        redacted\n      }\n    }\n  }\n": typeof types.VisitHistory_VisitFragmentDoc,
    "\n  query CalendarHelperColumns_Query {\n    helpers(status: ACTIVE, first: 500) {\n      edges {\n        node {\n          id\n          databaseId\n          user {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n": typeof types.CalendarHelperColumns_QueryDocument,
    "\n  query AdminDashboardPage_Query($pageSize: Int!) {\n    adminDashboard {\n      ...DashboardKpis_dashboard\n    }\n    pending: serviceRequests(status: PENDING, first: $pageSize) {\n      ...AdminRequestList_connection\n    }\n    approved: serviceRequests(status: ACCEPTED, first: $pageSize) {\n      ...AdminRequestList_connection\n    }\n    scheduled: serviceRequests(status: SCHEDULED, first: 1) {\n      totalCount\n    }\n    ...UnassignedVisitsCard_query\n    ...DashboardAttention_query\n  }\n": typeof types.AdminDashboardPage_QueryDocument,
    "\n  fragment AdminRequestItem_request on ServiceRequest {\n    id\n    service\n    status\n    date\n    time\n    address\n    phoneNumber\n    notes\n    recurring\n    customDays {\n      ...RequestFacts_customDays @unmask\n    }\n    adminFeedback\n    client {\n      id\n      displayName\n    }\n  }\n": typeof types.AdminRequestItem_RequestFragmentDoc,
    "\n  fragment AdminRequestList_connection on ServiceRequestConnection {\n    totalCount\n    edges {\n      node {\n        id\n        ...AdminRequestItem_request\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n": typeof types.AdminRequestList_ConnectionFragmentDoc,
    "\n  query AdminRequestList_MoreQuery($status: ServiceRequestStatus!, $first: Int!, $after: String) {\n    serviceRequests(status: $status, first: $first, after: $after) {\n      ...AdminRequestList_connection\n    }\n  }\n": typeof types.AdminRequestList_MoreQueryDocument,
    "\n  query ApproveDialog_Query($id: ID!) {\n    approvalPreview(id: $id) {\n      priceCents\n      durationMinutes\n      slotVisitCount\n    }\n    helpers(status: ACTIVE, first: 100) {\n      edges {\n        node {\n          id\n          databaseId\n          user {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n": typeof types.ApproveDialog_QueryDocument,
    "\n  query ChangeRequestsCard_Query {\n    visitChangeRequests(status: PENDING, first: 20) {\n      totalCount\n      edges {\n        node {\n          id\n          kind\n          note\n          clientName\n          visitDate\n          proposedDate\n          proposedTimeSlot\n        }\n      }\n    }\n  }\n": typeof types.ChangeRequestsCard_QueryDocument,
    "\n  mutation DecideVisitChange_Mutation($input: DecideVisitChangeInput!) {\n    decideVisitChange(input: $input) {\n      changeRequest {\n        id\n        status\n        decisionReason\n      }\n    }\n  }\n": typeof types.DecideVisitChange_MutationDocument,
    "\n  fragment DashboardAttention_query on Query {\n    businessSettings {\n      id\n      phone\n      email\n    }\n    # The first few waiting requests; Settings lists them all.\n    roleRequests(status: PENDING, first: 5) {\n      totalCount\n      edges {\n        node {\n          id\n          ...RoleRequestItem_request\n        }\n      }\n    }\n  }\n": typeof types.DashboardAttention_QueryFragmentDoc,
    "\n  fragment DashboardKpis_dashboard on AdminDashboard {\n    month\n    monthlyRevenueCents\n    previousMonthRevenueCents\n    revenueTrendPercent\n    revenueBreakdown {\n      service\n      visitCount\n      unitPriceCents\n      totalCents\n    }\n    pendingApprovals\n    approvedJobs\n    totalRequests\n  }\n": typeof types.DashboardKpis_DashboardFragmentDoc,
    "\n  query PastVisitsCard_Query {\n    pastVisitsToConfirm(limit: 10) {\n      totalCount\n      visits {\n        id\n        ...VisitHeadline_visit @unmask\n        request {\n          id\n          recurring\n        }\n      }\n    }\n  }\n": typeof types.PastVisitsCard_QueryDocument,
    "\n  fragment UnassignedVisitsCard_query on Query {\n    unassignedVisits(days: 14, limit: 10) {\n      id\n      ...VisitHeadline_visit @unmask\n      request {\n        id\n        recurring\n      }\n    }\n  }\n": typeof types.UnassignedVisitsCard_QueryFragmentDoc,
    "\n  mutation useApproveServiceRequest_Mutation($input: ApproveServiceRequestInput!) {\n    approveServiceRequest(input: $input) {\n      serviceRequest {\n        id\n        status\n        adminFeedback\n      }\n    }\n  }\n": typeof types.UseApproveServiceRequest_MutationDocument,
    "\n  mutation useDeclineServiceRequest_Mutation($input: DeclineServiceRequestInput!) {\n    declineServiceRequest(input: $input) {\n      serviceRequest {\n        id\n        status\n        adminFeedback\n      }\n    }\n  }\n": typeof types.UseDeclineServiceRequest_MutationDocument,
    "\n  query PayrollPage_Query($periodStart: LocalDate) {\n    payroll(periodStart: $periodStart) {\n      periodStart\n      periodEnd\n      totalPayoutCents\n      rows {\n        helper {\n          id\n        }\n        ...PayrollRow_summary\n        ...PayrollReviewDialog_summary\n      }\n    }\n  }\n": typeof types.PayrollPage_QueryDocument,
    "\n  fragment PayrollReviewDialog_summary on PayPeriodSummary {\n    periodStart\n    periodEnd\n    ...PayPeriodStatus_period @unmask\n    approvedAt\n    bonusNote\n    helper {\n      id\n      databaseId\n      user {\n        id\n        name\n      }\n    }\n    entries {\n      id\n      clockInAt\n      clockOutAt\n      minutes\n      adjustmentNote\n      clockInLatitude\n      clockInLongitude\n    }\n    ...PayoutBreakdown_period\n  }\n": typeof types.PayrollReviewDialog_SummaryFragmentDoc,
    "\n  fragment PayrollRow_summary on PayPeriodSummary {\n    periodStart\n    periodEnd\n    ...PayPeriodStatus_period @unmask\n    approvedMinutes\n    hourlyRateCents\n    bonusNote\n    payoutCents\n    helper {\n      id\n      databaseId\n      active\n      notes\n      user {\n        id\n        name\n      }\n    }\n  }\n": typeof types.PayrollRow_SummaryFragmentDoc,
    "\n  fragment usePayrollMutations_entry on TimeEntry {\n    id\n    clockInAt\n    clockOutAt\n    minutes\n    adjustmentNote\n  }\n": typeof types.UsePayrollMutations_EntryFragmentDoc,
    "\n  mutation useAdjustTimeEntry_Mutation($input: AdjustTimeEntryInput!) {\n    adjustTimeEntry(input: $input) {\n      entry {\n        ...usePayrollMutations_entry\n      }\n    }\n  }\n": typeof types.UseAdjustTimeEntry_MutationDocument,
    "\n  mutation useAddTimeEntry_Mutation($input: AddTimeEntryInput!) {\n    addTimeEntry(input: $input) {\n      entry {\n        ...usePayrollMutations_entry\n      }\n    }\n  }\n": typeof types.UseAddTimeEntry_MutationDocument,
    "\n  mutation useSetPayPeriodBonus_Mutation($input: SetPayPeriodBonusInput!) {\n    setPayPeriodBonus(input: $input) {\n      period {\n        periodStart\n        bonusCents\n        bonusNote\n        payoutCents\n      }\n    }\n  }\n": typeof types.UseSetPayPeriodBonus_MutationDocument,
    "\n  mutation useApprovePayPeriod_Mutation($input: PayPeriodInput!) {\n    approvePayPeriod(input: $input) {\n      period {\n        periodStart\n        approved\n        approvedMinutes\n        payoutCents\n      }\n    }\n  }\n": typeof types.UseApprovePayPeriod_MutationDocument,
    "\n  fragment ApiTokenRow_token on ApiToken {\n    id\n    name\n    prefix\n    readOnly\n    createdAt\n    lastUsedAt\n    revokedAt\n  }\n": typeof types.ApiTokenRow_TokenFragmentDoc,
    "\n  fragment BusinessProfileForm_settings on BusinessSettings {\n    businessName\n    phone\n    email\n    address\n    paymentInstructions\n    payPeriodDays\n  }\n": typeof types.BusinessProfileForm_SettingsFragmentDoc,
    "\n  fragment GalleryEditor_photo on GalleryPhoto {\n    id\n    url\n    caption\n    position\n    sizeBytes\n  }\n": typeof types.GalleryEditor_PhotoFragmentDoc,
    "\n  fragment PricesForm_settings on BusinessSettings {\n    servicePrices {\n      service\n      priceCents\n    }\n    defaultTaxRateBasisPoints\n  }\n": typeof types.PricesForm_SettingsFragmentDoc,
    "\n  query ScheduleSettingsSection_Query {\n    businessSettings {\n      id\n      changeCutoffHours\n      autoApproveSkips\n    }\n    closures {\n      id\n      startDate\n      endDate\n      reason\n    }\n  }\n": typeof types.ScheduleSettingsSection_QueryDocument,
    "\n  query ScheduleSettingsSection_Preview($startDate: LocalDate!, $endDate: LocalDate!) {\n    closurePreview(startDate: $startDate, endDate: $endDate) {\n      proposedDate\n      visit {\n        id\n        date\n        timeSlot\n        clientName\n      }\n    }\n  }\n": typeof types.ScheduleSettingsSection_PreviewDocument,
    "\n  mutation ScheduleSettingsSection_UpdateRules($input: UpdateBusinessSettingsInput!) {\n    updateBusinessSettings(input: $input) {\n      settings {\n        id\n        changeCutoffHours\n        autoApproveSkips\n      }\n    }\n  }\n": typeof types.ScheduleSettingsSection_UpdateRulesDocument,
    "\n  mutation ScheduleSettingsSection_CreateClosure($input: CreateClosureInput!) {\n    createClosure(input: $input) {\n      affectedVisits\n      visitsNeedingHelpers\n      closure {\n        id\n      }\n    }\n  }\n": typeof types.ScheduleSettingsSection_CreateClosureDocument,
    "\n  mutation ScheduleSettingsSection_DeleteClosure($input: DeleteClosureInput!) {\n    deleteClosure(input: $input) {\n      deletedClosureId\n    }\n  }\n": typeof types.ScheduleSettingsSection_DeleteClosureDocument,
    "\n  fragment ServicesEditor_service on PublicService {\n    id\n    title\n    description\n    features\n    color\n    popular\n    position\n  }\n": typeof types.ServicesEditor_ServiceFragmentDoc,
    "\n  query SettingsPage_Query($pendingFirst: Int!) {\n    businessSettings {\n      id\n      ...BusinessProfileForm_settings\n      ...PricesForm_settings\n    }\n    publicSite {\n      services {\n        id\n        ...ServicesEditor_service\n        ...ServiceCard_service\n      }\n      testimonials {\n        id\n        ...TestimonialsEditor_testimonial\n        ...TestimonialCard_testimonial\n      }\n      galleryPhotos {\n        id\n        url\n        caption\n        ...GalleryEditor_photo\n        ...GalleryItem_photo\n      }\n    }\n    roleRequests(status: PENDING, first: $pendingFirst) {\n      totalCount\n      edges {\n        node {\n          id\n          ...RoleRequestItem_request\n        }\n      }\n    }\n    apiTokens {\n      id\n      ...ApiTokenRow_token\n    }\n  }\n": typeof types.SettingsPage_QueryDocument,
    "\n  fragment TestimonialsEditor_testimonial on Testimonial {\n    id\n    name\n    text\n    rating\n    yearsOfService\n    position\n  }\n": typeof types.TestimonialsEditor_TestimonialFragmentDoc,
    "\n  mutation ApiTokensSection_CreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      token\n      apiToken {\n        id\n        ...ApiTokenRow_token\n      }\n    }\n  }\n": typeof types.ApiTokensSection_CreateApiTokenDocument,
    "\n  mutation ApiTokensSection_RevokeApiToken($input: RevokeApiTokenInput!) {\n    revokeApiToken(input: $input) {\n      apiToken {\n        id\n        revokedAt\n      }\n    }\n  }\n": typeof types.ApiTokensSection_RevokeApiTokenDocument,
    "\n  mutation ServicesEditor_SavePublicService($input: SavePublicServiceInput!) {\n    savePublicService(input: $input) {\n      service {\n        id\n        ...ServicesEditor_service\n        ...ServiceCard_service\n      }\n    }\n  }\n": typeof types.ServicesEditor_SavePublicServiceDocument,
    "\n  mutation ServicesEditor_DeletePublicService($input: DeletePublicContentInput!) {\n    deletePublicService(input: $input) {\n      deletedId\n    }\n  }\n": typeof types.ServicesEditor_DeletePublicServiceDocument,
    "\n  mutation TestimonialsEditor_SaveTestimonial($input: SaveTestimonialInput!) {\n    saveTestimonial(input: $input) {\n      testimonial {\n        id\n        ...TestimonialsEditor_testimonial\n        ...TestimonialCard_testimonial\n      }\n    }\n  }\n": typeof types.TestimonialsEditor_SaveTestimonialDocument,
    "\n  mutation TestimonialsEditor_DeleteTestimonial($input: DeletePublicContentInput!) {\n    deleteTestimonial(input: $input) {\n      deletedId\n    }\n  }\n": typeof types.TestimonialsEditor_DeleteTestimonialDocument,
    "\n  mutation GalleryEditor_UpdateGalleryPhoto($input: UpdateGalleryPhotoInput!) {\n    updateGalleryPhoto(input: $input) {\n      photo {\n        id\n        ...GalleryEditor_photo\n      }\n    }\n  }\n": typeof types.GalleryEditor_UpdateGalleryPhotoDocument,
    "\n  mutation GalleryEditor_DeleteGalleryPhoto($input: DeletePublicContentInput!) {\n    deleteGalleryPhoto(input: $input) {\n      deletedId\n    }\n  }\n": typeof types.GalleryEditor_DeleteGalleryPhotoDocument,
    "\n  mutation SettingsPage_UpdateBusinessSettings($input: UpdateBusinessSettingsInput!) {\n    updateBusinessSettings(input: $input) {\n      settings {\n        id\n        businessName\n        phone\n        email\n        address\n        ...BusinessProfileForm_settings\n        ...PricesForm_settings\n      }\n    }\n  }\n": typeof types.SettingsPage_UpdateBusinessSettingsDocument,
    "\n  mutation FirstRunSetup_CompleteStep($input: CompleteSetupStepInput!) {\n    completeSetupStep(input: $input) {\n      setupStatus {\n        needed\n        steps {\n          step\n          done\n        }\n      }\n    }\n  }\n": typeof types.FirstRunSetup_CompleteStepDocument,
    "\n  mutation FirstRunSetup_SaveSettings($input: UpdateBusinessSettingsInput!) {\n    updateBusinessSettings(input: $input) {\n      settings {\n        id\n        businessName\n        phone\n        email\n        address\n        defaultTaxRateBasisPoints\n      }\n    }\n  }\n": typeof types.FirstRunSetup_SaveSettingsDocument,
    "\n  query FirstRunSetup_Status {\n    setupStatus {\n      needed\n      steps {\n        step\n        done\n      }\n    }\n    businessSettings {\n      id\n      businessName\n      phone\n      email\n      address\n      defaultTaxRateBasisPoints\n    }\n  }\n": typeof types.FirstRunSetup_StatusDocument,
    "\n  mutation ForgotPasswordPage_RequestReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      message\n    }\n  }\n": typeof types.ForgotPasswordPage_RequestResetDocument,
    "\n  fragment ProfileSetupPage_viewer on User {\n    id\n    role\n    firstName\n    lastName\n  }\n": typeof types.ProfileSetupPage_ViewerFragmentDoc,
    "\n  mutation ProfileSetupPage_CompleteProfile($input: CompleteProfileInput!) {\n    completeProfile(input: $input) {\n      user {\n        id\n        needsProfileSetup\n        displayName\n        phone\n      }\n    }\n  }\n": typeof types.ProfileSetupPage_CompleteProfileDocument,
    "\n  mutation ResetPasswordPage_Reset($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      reset\n    }\n  }\n": typeof types.ResetPasswordPage_ResetDocument,
    "\n  mutation SignInPage_SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      nextStep\n      user {\n        id\n      }\n    }\n  }\n": typeof types.SignInPage_SignInDocument,
    "\n  mutation SignUpPage_SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      message\n    }\n  }\n": typeof types.SignUpPage_SignUpDocument,
    "\n  mutation TwoFactorCodeStep_Verify($input: TwoFactorCodeInput!) {\n    verifyTwoFactorSignIn(input: $input) {\n      usedRecoveryCode\n      recoveryCodesLeft\n      user {\n        id\n      }\n    }\n  }\n": typeof types.TwoFactorCodeStep_VerifyDocument,
    "\n  mutation TwoFactorSetupStep_Begin {\n    beginSignInTwoFactorSetup {\n      secret\n      qrCodeDataUrl\n    }\n  }\n": typeof types.TwoFactorSetupStep_BeginDocument,
    "\n  mutation TwoFactorSetupStep_Confirm($input: TwoFactorCodeInput!) {\n    confirmSignInTwoFactorSetup(input: $input) {\n      recoveryCodes\n      user {\n        id\n      }\n    }\n  }\n": typeof types.TwoFactorSetupStep_ConfirmDocument,
    "\n  mutation VerifyEmailPage_Verify($input: VerifyEmailInput!) {\n    verifyEmail(input: $input) {\n      verified\n    }\n  }\n": typeof types.VerifyEmailPage_VerifyDocument,
    "\n  fragment ClientInvoiceCard_invoice on Invoice {\n    id\n    ...InvoiceSummary_invoice @unmask\n    paidAt\n  }\n": typeof types.ClientInvoiceCard_InvoiceFragmentDoc,
    "\n  query ClientInvoicesPage_Query($first: Int!, $after: String) {\n    viewer {\n      id\n      role\n    }\n    invoices(first: $first, after: $after) {\n      totalCount\n      edges {\n        node {\n          id\n          totalCents\n          effectiveStatus\n          ...ClientInvoiceCard_invoice\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.ClientInvoicesPage_QueryDocument,
    "\n  fragment ClientFormDialog_client on Client {\n    id\n    displayName\n    phone\n    email\n    address\n    notes\n    user {\n      id\n      email\n    }\n  }\n": typeof types.ClientFormDialog_ClientFragmentDoc,
    "\n  fragment ClientRow_client on Client {\n    id\n    displayName\n    phone\n    email\n    active\n    createdAt\n    user {\n      id\n      email\n    }\n    ...ClientFormDialog_client\n  }\n": typeof types.ClientRow_ClientFragmentDoc,
    "\n  query ClientsPage_Query($search: String, $status: ActiveStatusFilter!, $first: Int!, $after: String) {\n    clients(search: $search, status: $status, first: $first, after: $after) {\n      edges {\n        node {\n          id\n          ...ClientRow_client\n        }\n      }\n      pageInfo {\n        ...Paging_pageInfo @unmask\n      }\n      totalCount\n    }\n  }\n": typeof types.ClientsPage_QueryDocument,
    "\n  mutation ClientsPage_CreateClient($input: CreateClientInput!) {\n    createClient(input: $input) {\n      client {\n        id\n        ...ClientRow_client\n      }\n    }\n  }\n": typeof types.ClientsPage_CreateClientDocument,
    "\n  mutation ClientFormDialog_UpdateClient($input: UpdateClientInput!) {\n    updateClient(input: $input) {\n      client {\n        id\n        ...ClientRow_client\n      }\n    }\n  }\n": typeof types.ClientFormDialog_UpdateClientDocument,
    "\n  mutation ClientRow_DeactivateClient($input: DeactivateClientInput!) {\n    deactivateClient(input: $input) {\n      client {\n        id\n        active\n      }\n    }\n  }\n": typeof types.ClientRow_DeactivateClientDocument,
    "\n  mutation ClientRow_ReactivateClient($input: ReactivateClientInput!) {\n    reactivateClient(input: $input) {\n      client {\n        id\n        active\n      }\n    }\n  }\n": typeof types.ClientRow_ReactivateClientDocument,
    "\n  mutation ClientFormDialog_LinkClientAccount($input: LinkClientAccountInput!) {\n    linkClientAccount(input: $input) {\n      client {\n        id\n        email\n        user {\n          id\n          email\n        }\n      }\n    }\n  }\n": typeof types.ClientFormDialog_LinkClientAccountDocument,
    "\n  fragment ClockCard_entry on TimeEntry {\n    id\n    clockInAt\n    clockInLatitude\n    clockInLongitude\n  }\n": typeof types.ClockCard_EntryFragmentDoc,
    "\n  fragment JobCard_visit on Visit {\n    id\n    ...VisitHeadline_visit @unmask\n    startedAt\n    completedAt\n    request {\n      id\n      address\n      notes\n      phoneNumber\n    }\n  }\n": typeof types.JobCard_VisitFragmentDoc,
    "\n  query MyJobsPage_Query($from: LocalDate!, $to: LocalDate!) {\n    myJobs(from: $from, to: $to) {\n      id\n      date\n      status\n      ...JobCard_visit\n    }\n  }\n": typeof types.MyJobsPage_QueryDocument,
    "\n  fragment PayPeriodCard_period on PayPeriodSummary {\n    periodStart\n    periodEnd\n    ...PayPeriodStatus_period @unmask\n    approvedAt\n    ...PayoutBreakdown_period\n  }\n": typeof types.PayPeriodCard_PeriodFragmentDoc,
    "\n  fragment PayoutSummaryCard_period on PayPeriodSummary {\n    periodStart\n    periodEnd\n    ...PayPeriodStatus_period @unmask\n    approvedMinutes\n    hourlyRateCents\n    payoutCents\n    ...PayoutBreakdown_period\n  }\n": typeof types.PayoutSummaryCard_PeriodFragmentDoc,
    "\n  query PayoutsPage_Query($count: Int!) {\n    myPayPeriods(count: $count) {\n      periodStart\n      periodEnd\n      approved\n      approvedMinutes\n      workedMinutes\n      bonusCents\n      payoutCents\n      openEntries\n      ...PayPeriodCard_period\n    }\n  }\n": typeof types.PayoutsPage_QueryDocument,
    "\n  query TodayPage_Query {\n    todaysJobs {\n      id\n      status\n      ...JobCard_visit\n    }\n    myClock {\n      id\n      ...ClockCard_entry\n    }\n    myPayPeriods(count: 2) {\n      periodStart\n      ...PayoutSummaryCard_period\n    }\n  }\n": typeof types.TodayPage_QueryDocument,
    "\n  mutation useClockIn_Mutation($input: ClockInput) {\n    clockIn(input: $input) {\n      entry {\n        id\n        clockInAt\n        ...ClockCard_entry\n      }\n    }\n  }\n": typeof types.UseClockIn_MutationDocument,
    "\n  mutation useClockOut_Mutation($input: ClockInput) {\n    clockOut(input: $input) {\n      entry {\n        id\n        clockInAt\n        clockOutAt\n        minutes\n      }\n    }\n  }\n": typeof types.UseClockOut_MutationDocument,
    "\n  mutation useStartVisit_Mutation($input: VisitIdInput!) {\n    startVisit(input: $input) {\n      visit {\n        id\n        status\n        startedAt\n        completedAt\n      }\n    }\n  }\n": typeof types.UseStartVisit_MutationDocument,
    "\n  mutation useCompleteVisit_Mutation($input: VisitIdInput!) {\n    completeVisit(input: $input) {\n      visit {\n        id\n        status\n        startedAt\n        completedAt\n      }\n    }\n  }\n": typeof types.UseCompleteVisit_MutationDocument,
    "\n  fragment HelperFormDialog_helper on Helper {\n    id\n    databaseId\n    phone\n    hourlyRateCents\n    maxHoursPerWeek\n    notes\n    user {\n      id\n      email\n    }\n  }\n": typeof types.HelperFormDialog_HelperFragmentDoc,
    "\n  fragment HelperRow_helper on Helper {\n    id\n    databaseId\n    phone\n    hourlyRateCents\n    maxHoursPerWeek\n    active\n    createdAt\n    user {\n      id\n      name\n    }\n    ...HelperFormDialog_helper\n  }\n": typeof types.HelperRow_HelperFragmentDoc,
    "\n  query HelpersPage_Query($search: String, $status: ActiveStatusFilter!, $first: Int!, $after: String) {\n    helpers(search: $search, status: $status, first: $first, after: $after) {\n      edges {\n        node {\n          id\n          ...HelperRow_helper\n        }\n      }\n      pageInfo {\n        ...Paging_pageInfo @unmask\n      }\n      totalCount\n    }\n  }\n": typeof types.HelpersPage_QueryDocument,
    "\n  mutation HelpersPage_CreateHelper($input: CreateHelperInput!) {\n    createHelper(input: $input) {\n      helper {\n        id\n        ...HelperRow_helper\n      }\n    }\n  }\n": typeof types.HelpersPage_CreateHelperDocument,
    "\n  mutation HelperFormDialog_UpdateHelper($input: UpdateHelperInput!) {\n    updateHelper(input: $input) {\n      helper {\n        id\n        ...HelperRow_helper\n      }\n    }\n  }\n": typeof types.HelperFormDialog_UpdateHelperDocument,
    "\n  mutation HelperRow_DeactivateHelper($input: DeactivateHelperInput!) {\n    deactivateHelper(input: $input) {\n      helper {\n        id\n        active\n      }\n    }\n  }\n": typeof types.HelperRow_DeactivateHelperDocument,
    "\n  mutation HelperRow_ReactivateHelper($input: ReactivateHelperInput!) {\n    reactivateHelper(input: $input) {\n      helper {\n        id\n        active\n      }\n    }\n  }\n": typeof types.HelperRow_ReactivateHelperDocument,
    "\n  mutation HelperFormDialog_LinkHelperAccount($input: LinkHelperAccountInput!) {\n    linkHelperAccount(input: $input) {\n      helper {\n        id\n        user {\n          id\n          name\n          email\n        }\n      }\n    }\n  }\n": typeof types.HelperFormDialog_LinkHelperAccountDocument,
    "\n  fragment InvoiceDocument_invoice on Invoice {\n    id\n    invoiceNumber\n    issueDate\n    dueDate\n    subtotalCents\n    taxAmountCents\n    totalCents\n    effectiveStatus\n    notes\n    paidAt\n    client {\n      id\n      displayName\n      address\n      phone\n    }\n    items {\n      id\n      description\n      quantity\n      unitPriceCents\n      amountCents\n    }\n  }\n": typeof types.InvoiceDocument_InvoiceFragmentDoc,
    "\n  fragment InvoiceDocument_business on BusinessProfile {\n    businessName\n    phone\n    email\n    address\n    paymentInstructions\n  }\n": typeof types.InvoiceDocument_BusinessFragmentDoc,
    "\n  fragment InvoiceFormDialog_invoice on Invoice {\n    id\n    invoiceNumber\n    issueDate\n    dueDate\n    subtotalCents\n    taxAmountCents\n    status\n    notes\n    paidAt\n    client {\n      id\n      displayName\n    }\n    items {\n      id\n      description\n      quantity\n      unitPriceCents\n    }\n  }\n": typeof types.InvoiceFormDialog_InvoiceFragmentDoc,
    "\n  query InvoiceFromRequestDialog_Query {\n    accepted: serviceRequests(status: ACCEPTED, first: 200) {\n      edges {\n        node {\n          ...InvoiceFromRequestDialog_request\n        }\n      }\n    }\n    scheduled: serviceRequests(status: SCHEDULED, first: 200) {\n      edges {\n        node {\n          ...InvoiceFromRequestDialog_request\n        }\n      }\n    }\n  }\n": typeof types.InvoiceFromRequestDialog_QueryDocument,
    "\n  fragment InvoiceFromRequestDialog_request on ServiceRequest {\n    id\n    date\n    service\n    recurring\n    client {\n      id\n      displayName\n    }\n  }\n": typeof types.InvoiceFromRequestDialog_RequestFragmentDoc,
    "\n  query InvoicePrintPage_Query($id: ID!) {\n    viewer {\n      id\n      role\n    }\n    invoice(id: $id) {\n      id\n      invoiceNumber\n      ...InvoiceDocument_invoice\n    }\n    businessProfile {\n      ...InvoiceDocument_business\n    }\n  }\n": typeof types.InvoicePrintPage_QueryDocument,
    "\n  fragment InvoiceRow_invoice on Invoice {\n    id\n    ...InvoiceSummary_invoice @unmask\n    client {\n      id\n      displayName\n    }\n    ...InvoiceFormDialog_invoice\n  }\n": typeof types.InvoiceRow_InvoiceFragmentDoc,
    "\n  query InvoicesPage_Query($search: String, $status: InvoiceStatus, $first: Int!, $after: String) {\n    invoices(search: $search, status: $status, first: $first, after: $after) {\n      totalCount\n      edges {\n        node {\n          id\n          ...InvoiceRow_invoice\n          ...InvoiceFormDialog_invoice\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n    businessProfile {\n      defaultTaxRateBasisPoints\n    }\n  }\n": typeof types.InvoicesPage_QueryDocument,
    "\n  mutation CreateInvoice($input: CreateInvoiceInput!) {\n    createInvoice(input: $input) {\n      invoice {\n        id\n        ...InvoiceRow_invoice\n      }\n    }\n  }\n": typeof types.CreateInvoiceDocument,
    "\n  mutation CreateInvoiceFromRequest($input: CreateInvoiceFromRequestInput!) {\n    createInvoiceFromRequest(input: $input) {\n      invoice {\n        id\n        ...InvoiceRow_invoice\n      }\n    }\n  }\n": typeof types.CreateInvoiceFromRequestDocument,
    "\n  mutation DeleteInvoice($input: DeleteInvoiceInput!) {\n    deleteInvoice(input: $input) {\n      deletedInvoiceId\n    }\n  }\n": typeof types.DeleteInvoiceDocument,
    "\n  query ExportInvoicesCsv($search: String, $status: InvoiceStatus, $first: Int!, $after: String) {\n    invoices(search: $search, status: $status, first: $first, after: $after) {\n      edges {\n        node {\n          id\n          invoiceNumber\n          issueDate\n          dueDate\n          effectiveStatus\n          subtotalCents\n          taxAmountCents\n          totalCents\n          notes\n          client {\n            id\n            displayName\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.ExportInvoicesCsvDocument,
    "\n  query InvoiceFormDialog_Clients($search: String) {\n    billableClients(search: $search, first: 200) {\n      id\n      displayName\n    }\n  }\n": typeof types.InvoiceFormDialog_ClientsDocument,
    "\n  mutation UpdateInvoice($input: UpdateInvoiceInput!) {\n    updateInvoice(input: $input) {\n      invoice {\n        id\n        ...InvoiceRow_invoice\n        ...InvoiceFormDialog_invoice\n      }\n    }\n  }\n": typeof types.UpdateInvoiceDocument,
    "\n  fragment InboxItem_conversation on Conversation {\n    id\n    databaseId\n    lastMessageAt\n    unreadCount\n    participant {\n      id\n      name\n      role\n    }\n    latest: messages(first: 1) {\n      edges {\n        node {\n          id\n          body\n          fromBusiness\n        }\n      }\n    }\n  }\n": typeof types.InboxItem_ConversationFragmentDoc,
    "\n  query MessagesInbox_Query($first: Int!, $after: String) {\n    conversations(first: $first, after: $after) {\n      edges {\n        node {\n          id\n          ...InboxItem_conversation\n        }\n      }\n      pageInfo {\n        ...Paging_pageInfo @unmask\n      }\n      totalCount\n    }\n  }\n": typeof types.MessagesInbox_QueryDocument,
    "\n  fragment MessageThread_message on Message {\n    id\n    body\n    createdAt\n    fromBusiness\n    senderName\n  }\n": typeof types.MessageThread_MessageFragmentDoc,
    "\n  fragment SentItem_message on Message {\n    id\n    subject\n    body\n    createdAt\n    read\n    recipient {\n      id\n      name\n      role\n    }\n  }\n": typeof types.SentItem_MessageFragmentDoc,
    "\n  query MessagesSent_Query($first: Int!, $after: String) {\n    sentMessages(first: $first, after: $after) {\n      edges {\n        node {\n          id\n          ...SentItem_message\n        }\n      }\n      pageInfo {\n        ...Paging_pageInfo @unmask\n      }\n      totalCount\n    }\n  }\n": typeof types.MessagesSent_QueryDocument,
    "\n  query UnreadMessagesBadge_Query {\n    unreadMessageCount\n  }\n": typeof types.UnreadMessagesBadge_QueryDocument,
    "\n  fragment ConversationView_conversation on Conversation {\n    id\n    databaseId\n    unreadCount\n    participant {\n      id\n      name\n      role\n    }\n    messages(first: $first, after: $after) {\n      edges {\n        node {\n          id\n          ...MessageThread_message\n        }\n      }\n      pageInfo {\n        ...Paging_pageInfo @unmask\n      }\n      totalCount\n    }\n  }\n": typeof types.ConversationView_ConversationFragmentDoc,
    "\n  query AdminConversation_Query($userId: ID!, $first: Int!, $after: String) {\n    conversationWithUser(userId: $userId) {\n      id\n      ...ConversationView_conversation\n    }\n  }\n": typeof types.AdminConversation_QueryDocument,
    "\n  query MyConversation_Query($first: Int!, $after: String) {\n    myConversation {\n      id\n      ...ConversationView_conversation\n    }\n  }\n": typeof types.MyConversation_QueryDocument,
    "\n  mutation ConversationView_MarkRead($input: MarkConversationReadInput!) {\n    markConversationRead(input: $input) {\n      conversation {\n        id\n        unreadCount\n      }\n      unreadNotificationCount\n    }\n  }\n": typeof types.ConversationView_MarkReadDocument,
    "\n  mutation ConversationView_Reply($input: ReplyToConversationInput!) {\n    replyToConversation(input: $input) {\n      message {\n        id\n      }\n    }\n  }\n": typeof types.ConversationView_ReplyDocument,
    "\n  mutation ConversationView_Start($input: SendMessageInput!) {\n    sendMessage(input: $input) {\n      message {\n        id\n      }\n    }\n  }\n": typeof types.ConversationView_StartDocument,
    "\n  mutation MyConversation_Send($input: SendMessageToBusinessInput!) {\n    sendMessageToBusiness(input: $input) {\n      message {\n        id\n      }\n    }\n  }\n": typeof types.MyConversation_SendDocument,
    "\n  query OutboxEmailDialog_Query($id: ID!) {\n    node(id: $id) {\n      __typename\n      id\n      ... on OutboxEmail {\n        event\n        subject\n        status\n        toAddress\n        lastError\n        html\n        text\n      }\n    }\n  }\n": typeof types.OutboxEmailDialog_QueryDocument,
    "\n  fragment OutboxEmailRow_email on OutboxEmail {\n    id\n    event\n    subject\n    status\n    toAddress\n    attempts\n    lastError\n    createdAt\n    sentAt\n    recipientName\n  }\n": typeof types.OutboxEmailRow_EmailFragmentDoc,
    "\n  query OutboxPage_Query($first: Int!, $after: String, $status: DeliveryStatus) {\n    outboxStatus {\n      mode\n      counts {\n        waiting\n        sent\n        kept\n        failed\n      }\n    }\n    outbox(first: $first, after: $after, status: $status) {\n      edges {\n        node {\n          id\n          ...OutboxEmailRow_email\n        }\n      }\n      pageInfo {\n        ...Paging_pageInfo @unmask\n      }\n      totalCount\n    }\n  }\n": typeof types.OutboxPage_QueryDocument,
    "\n  mutation OutboxPage_RetryEmail($input: RetryOutboxEmailInput!) {\n    retryOutboxEmail(input: $input) {\n      email {\n        id\n        ...OutboxEmailRow_email\n      }\n    }\n  }\n": typeof types.OutboxPage_RetryEmailDocument,
    "\n  fragment GalleryItem_photo on GalleryPhoto {\n    url\n    caption\n  }\n": typeof types.GalleryItem_PhotoFragmentDoc,
    "\n  fragment ServiceCard_service on PublicService {\n    title\n    description\n    features\n    color\n    popular\n  }\n": typeof types.ServiceCard_ServiceFragmentDoc,
    "\n  fragment TestimonialCard_testimonial on Testimonial {\n    name\n    text\n    rating\n    yearsOfService\n  }\n": typeof types.TestimonialCard_TestimonialFragmentDoc,
    "\n  query PublicPage_Query {\n    publicSite {\n      businessName\n      phone\n      email\n      address\n      services {\n        id\n        ...ServiceCard_service\n      }\n      testimonials {\n        id\n        ...TestimonialCard_testimonial\n      }\n      galleryPhotos {\n        id\n        url\n        caption\n        ...GalleryItem_photo\n      }\n    }\n  }\n": typeof types.PublicPage_QueryDocument,
    "\n  fragment NextCleaningCard_visit on Visit {\n    id\n    date\n    timeSlot\n    startTime\n    service\n    helperCount\n    helperFirstNames\n    request {\n      id\n      address\n    }\n  }\n": typeof types.NextCleaningCard_VisitFragmentDoc,
    "\n  query PortalPage_Query($first: Int!, $after: String) {\n    viewer {\n      id\n      firstName\n      portalSeenAt\n    }\n    upcomingVisits(limit: 5) {\n      id\n      request {\n        id\n      }\n      ...NextCleaningCard_visit\n    }\n    serviceRequests(first: $first, after: $after) {\n      totalCount\n      edges {\n        node {\n          id\n          date\n          status\n          recurring\n          ...RequestCard_request\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.PortalPage_QueryDocument,
    "\n  mutation PortalPage_MarkPortalSeen {\n    markPortalSeen {\n      user {\n        id\n        portalSeenAt\n      }\n    }\n  }\n": typeof types.PortalPage_MarkPortalSeenDocument,
    "\n  fragment RequestCard_request on ServiceRequest {\n    id\n    service\n    status\n    date\n    time\n    address\n    notes\n    recurring\n    customDays {\n      ...RequestFacts_customDays @unmask\n    }\n    adminFeedback\n  }\n": typeof types.RequestCard_RequestFragmentDoc,
    "\n  query RequestServicePage_Query {\n    viewer {\n      id\n      role\n      client {\n        id\n        address\n        phone\n      }\n    }\n  }\n": typeof types.RequestServicePage_QueryDocument,
    "\n  query VisitChangesSection_Query {\n    upcomingVisits(limit: 20) {\n      id\n      date\n      timeSlot\n      service\n      helperCount\n      helperFirstNames\n      request {\n        id\n        recurring\n      }\n    }\n    visitChangeRequests(first: 50) {\n      edges {\n        node {\n          id\n          kind\n          status\n          note\n          visitDate\n          proposedDate\n          proposedTimeSlot\n          decisionReason\n          visit {\n            id\n          }\n        }\n      }\n    }\n  }\n": typeof types.VisitChangesSection_QueryDocument,
    "\n  mutation VisitChangesSection_Request($input: RequestVisitChangeInput!) {\n    requestVisitChange(input: $input) {\n      changeRequest {\n        id\n        status\n      }\n    }\n  }\n": typeof types.VisitChangesSection_RequestDocument,
    "\n  mutation useCreateServiceRequest_Mutation($input: CreateServiceRequestInput!) {\n    createServiceRequest(input: $input) {\n      serviceRequest {\n        id\n        status\n        date\n      }\n    }\n  }\n": typeof types.UseCreateServiceRequest_MutationDocument,
    "\n  fragment AppShell_viewer on User {\n    role\n    firstName\n    ...ShellHeader_viewer\n    ...ShellSidebar_viewer\n    ...VerifyEmailBanner_viewer\n  }\n": typeof types.AppShell_ViewerFragmentDoc,
    "\n  fragment ShellHeader_viewer on User {\n    id\n    name\n    profileImageUrl\n  }\n": typeof types.ShellHeader_ViewerFragmentDoc,
    "\n  fragment ShellSidebar_viewer on User {\n    role\n  }\n": typeof types.ShellSidebar_ViewerFragmentDoc,
    "\n  fragment VerifyEmailBanner_viewer on User {\n    email\n    emailVerified\n  }\n": typeof types.VerifyEmailBanner_ViewerFragmentDoc,
    "\n  mutation VerifyEmailBanner_Resend {\n    resendVerificationEmail {\n      sent\n    }\n  }\n": typeof types.VerifyEmailBanner_ResendDocument,
    "\n  fragment Paging_pageInfo on PageInfo {\n    hasNextPage\n    endCursor\n  }\n": typeof types.Paging_PageInfoFragmentDoc,
    "\n  fragment PayPeriodStatus_period on PayPeriodSummary {\n    approved\n    workedMinutes\n    openEntries\n    bonusCents\n  }\n": typeof types.PayPeriodStatus_PeriodFragmentDoc,
    "\n  fragment VisitHeadline_visit on Visit {\n    date\n    timeSlot\n    startTime\n    status\n    service\n    clientName\n  }\n": typeof types.VisitHeadline_VisitFragmentDoc,
    "\n  query App_Viewer {\n    signInStepOwed\n    viewer {\n      id\n      role\n      needsProfileSetup\n      ...AppShell_viewer\n      ...ProfileSetupPage_viewer\n    }\n  }\n": typeof types.App_ViewerDocument,
    "\n  query AssignHelpersDialog_Query($visitId: ID!, $first: Int!) {\n    node(id: $visitId) {\n      __typename\n      id\n      ... on Visit {\n        ...VisitHeadline_visit @unmask\n        request {\n          id\n          recurring\n        }\n        helpers {\n          id\n          databaseId\n          active\n          user {\n            id\n            name\n          }\n        }\n      }\n    }\n    helpers(status: ACTIVE, first: $first) {\n      edges {\n        node {\n          id\n          databaseId\n          maxHoursPerWeek\n          notes\n          user {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n": typeof types.AssignHelpersDialog_QueryDocument,
    "\n  query AssignJobHelpersButton_NextVisit($requestId: ID!) {\n    nextVisitOfRequest(requestId: $requestId) {\n      id\n    }\n  }\n": typeof types.AssignJobHelpersButton_NextVisitDocument,
    "\n  fragment AssignedHelpers_visit on Visit {\n    id\n    helpers {\n      id\n      databaseId\n      user {\n        id\n        name\n      }\n    }\n  }\n": typeof types.AssignedHelpers_VisitFragmentDoc,
    "\n  mutation useAssignHelpers_Mutation($input: AssignHelpersInput!) {\n    assignHelpers(input: $input) {\n      applied\n      warnings {\n        kind\n        helperId\n        message\n      }\n      visits {\n        id\n        date\n        helperCount\n        helpers {\n          id\n          databaseId\n          user {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n": typeof types.UseAssignHelpers_MutationDocument,
    "\n  query ClientImportPanel_Preview(\n    $uploadId: ID!\n    $mapping: [ClientImportColumnInput!]\n    $decisions: [ClientImportDecisionInput!]\n  ) {\n    previewClientImport(uploadId: $uploadId, mapping: $mapping, decisions: $decisions) {\n      uploadId\n      encoding\n      columns {\n        index\n        header\n        field\n      }\n      counts {\n        create\n        update\n        unchanged\n        skip\n        error\n        total\n      }\n      rows {\n        line\n        fate\n        reason\n        displayName\n        email\n        phone\n        choices\n        decision\n        cells\n      }\n    }\n  }\n": typeof types.ClientImportPanel_PreviewDocument,
    "\n  mutation ClientImportPanel_Commit($input: CommitClientImportInput!) {\n    commitClientImport(input: $input) {\n      created\n      updated\n      skipped\n      errors\n      alreadyImported\n    }\n  }\n": typeof types.ClientImportPanel_CommitDocument,
    "\n  fragment InvoiceSummary_invoice on Invoice {\n    databaseId\n    invoiceNumber\n    issueDate\n    dueDate\n    totalCents\n    effectiveStatus\n  }\n": typeof types.InvoiceSummary_InvoiceFragmentDoc,
    "\n  fragment NotificationItem_notification on Notification {\n    id\n    title\n    body\n    link\n    read\n    createdAt\n  }\n": typeof types.NotificationItem_NotificationFragmentDoc,
    "\n  query NotificationBell_Query {\n    unreadNotificationCount\n  }\n": typeof types.NotificationBell_QueryDocument,
    "\n  query NotificationList_Query($first: Int!, $after: String) {\n    notifications(first: $first, after: $after) {\n      edges {\n        node {\n          id\n          ...NotificationItem_notification\n        }\n      }\n      pageInfo {\n        ...Paging_pageInfo @unmask\n      }\n      totalCount\n    }\n    unreadNotificationCount\n  }\n": typeof types.NotificationList_QueryDocument,
    "\n  mutation NotificationItem_MarkRead($input: MarkNotificationReadInput!) {\n    markNotificationRead(input: $input) {\n      notification {\n        id\n        read\n        readAt\n      }\n      unreadNotificationCount\n    }\n  }\n": typeof types.NotificationItem_MarkReadDocument,
    "\n  mutation NotificationList_MarkAllRead {\n    markAllNotificationsRead {\n      marked\n      unreadNotificationCount\n    }\n  }\n": typeof types.NotificationList_MarkAllReadDocument,
    "\n  fragment PayoutBreakdown_period on PayPeriodSummary {\n    approved\n    approvedMinutes\n    workedMinutes\n    hourlyRateCents\n    bonusCents\n    bonusNote\n    payoutCents\n  }\n": typeof types.PayoutBreakdown_PeriodFragmentDoc,
    "\n  fragment RequestFacts_customDays on CustomDays {\n    sunday\n    monday\n    tuesday\n    wednesday\n    thursday\n    friday\n    saturday\n  }\n": typeof types.RequestFacts_CustomDaysFragmentDoc,
    "\n  fragment RoleRequestItem_request on RoleRequest {\n    id\n    phone\n    experience\n    reason\n    createdAt\n    requester {\n      id\n      name\n      email\n    }\n  }\n": typeof types.RoleRequestItem_RequestFragmentDoc,
    "\n  mutation RoleRequestsReview_Approve($input: DecideRoleRequestInput!) {\n    approveRoleRequest(input: $input) {\n      roleRequest {\n        id\n        status\n        decidedAt\n      }\n    }\n  }\n": typeof types.RoleRequestsReview_ApproveDocument,
    "\n  mutation RoleRequestsReview_Decline($input: DecideRoleRequestInput!) {\n    declineRoleRequest(input: $input) {\n      roleRequest {\n        id\n        status\n        decidedAt\n        decisionReason\n      }\n    }\n  }\n": typeof types.RoleRequestsReview_DeclineDocument,
    "\n  query SendMessageDialog_Conversation($userId: ID!, $first: Int!) {\n    conversationWithUser(userId: $userId) {\n      id\n      messages(first: $first) {\n        totalCount\n        edges {\n          node {\n            id\n            body\n            createdAt\n            fromBusiness\n            senderName\n          }\n        }\n      }\n    }\n  }\n": typeof types.SendMessageDialog_ConversationDocument,
    "\n  mutation SendMessageDialog_SendMessage($input: SendMessageInput!) {\n    sendMessage(input: $input) {\n      message {\n        id\n        subject\n      }\n    }\n  }\n": typeof types.SendMessageDialog_SendMessageDocument,
    "\n  fragment VisitCompletion_visit on Visit {\n    id\n    status\n    startedAt\n    completedAt\n    completedBy {\n      id\n      name\n    }\n  }\n": typeof types.VisitCompletion_VisitFragmentDoc,
    "\n  mutation MarkVisitCompleted_Mutation($input: VisitIdInput!) {\n    markVisitCompleted(input: $input) {\n      visit {\n        ...VisitCompletion_visit\n      }\n    }\n  }\n": typeof types.MarkVisitCompleted_MutationDocument,
    "\n  mutation UndoVisitCompletion_Mutation($input: VisitIdInput!) {\n    undoVisitCompletion(input: $input) {\n      visit {\n        ...VisitCompletion_visit\n      }\n    }\n  }\n": typeof types.UndoVisitCompletion_MutationDocument,
    "\n  mutation CompleteVisits_Mutation($input: CompleteVisitsInput!) {\n    completeVisits(input: $input) {\n      completedCount\n      visits {\n        ...VisitCompletion_visit\n      }\n    }\n  }\n": typeof types.CompleteVisits_MutationDocument,
    "\n  fragment VisitChange_payload on VisitChangePayload {\n    visit {\n      id\n      status\n      statusReason\n    }\n  }\n": typeof types.VisitChange_PayloadFragmentDoc,
    "\n  mutation CancelVisit_Mutation($input: CancelVisitInput!) {\n    cancelVisit(input: $input) {\n      ...VisitChange_payload\n    }\n  }\n": typeof types.CancelVisit_MutationDocument,
    "\n  mutation SkipVisit_Mutation($input: SkipVisitInput!) {\n    skipVisit(input: $input) {\n      ...VisitChange_payload\n    }\n  }\n": typeof types.SkipVisit_MutationDocument,
    "\n  mutation RestoreVisit_Mutation($input: RestoreVisitInput!) {\n    restoreVisit(input: $input) {\n      ...VisitChange_payload\n    }\n  }\n": typeof types.RestoreVisit_MutationDocument,
    "\n  mutation RescheduleVisit_Mutation($input: RescheduleVisitInput!) {\n    rescheduleVisit(input: $input) {\n      applied\n      droppedHelperIds\n      warnings {\n        helperId\n        message\n      }\n      visit {\n        id\n        date\n        timeSlot\n      }\n    }\n  }\n": typeof types.RescheduleVisit_MutationDocument,
    "\n  mutation UpdateSeries_Mutation($input: UpdateSeriesInput!) {\n    updateSeries(input: $input) {\n      applied\n      warnings {\n        helperId\n        message\n      }\n      visit {\n        id\n        date\n        timeSlot\n        service\n      }\n    }\n  }\n": typeof types.UpdateSeries_MutationDocument,
    "\n  mutation PauseSeries_Mutation($input: PauseSeriesInput!) {\n    pauseSeries(input: $input) {\n      serviceRequest {\n        id\n      }\n    }\n  }\n": typeof types.PauseSeries_MutationDocument,
    "\n  mutation EndSeries_Mutation($input: EndSeriesInput!) {\n    endSeries(input: $input) {\n      serviceRequest {\n        id\n      }\n    }\n  }\n": typeof types.EndSeries_MutationDocument,
};
const documents: Documents = {
    "\n  query AccountSettingsPage_Query {\n    viewer {\n      id\n      role\n      firstName\n      lastName\n      displayName\n      phone\n      email\n      client {\n        id\n        address\n      }\n      ...TwoFactorSection_viewer\n    }\n    publicSite {\n      email\n    }\n  }\n": types.AccountSettingsPage_QueryDocument,
    "\n  query CalendarFeed_Query {\n    myCalendarFeed {\n      url\n      webcalUrl\n    }\n  }\n": types.CalendarFeed_QueryDocument,
    "\n  mutation CalendarFeed_Reset {\n    resetCalendarFeed {\n      url\n      webcalUrl\n    }\n  }\n": types.CalendarFeed_ResetDocument,
    "\n  query NotificationPreferences_Query {\n    notificationPreferences {\n      category\n      label\n      emailEnabled\n      essential\n    }\n  }\n": types.NotificationPreferences_QueryDocument,
    "\n  mutation NotificationPreferences_Update($input: UpdateNotificationPreferenceInput!) {\n    updateNotificationPreference(input: $input) {\n      preferences {\n        category\n        label\n        emailEnabled\n        essential\n      }\n    }\n  }\n": types.NotificationPreferences_UpdateDocument,
    "\n  query RequestHelperPage_Query($withRequest: Boolean!) {\n    viewer {\n      id\n      role\n      phone\n    }\n    myRoleRequest @include(if: $withRequest) {\n      id\n      status\n      ...RoleRequestStatus_request\n    }\n  }\n": types.RequestHelperPage_QueryDocument,
    "\n  fragment RoleRequestStatus_request on RoleRequest {\n    status\n    createdAt\n    decidedAt\n    decisionReason\n  }\n": types.RoleRequestStatus_RequestFragmentDoc,
    "\n  fragment TwoFactorSection_viewer on User {\n    id\n    role\n    twoFactorEnabled\n    recoveryCodesLeft\n  }\n": types.TwoFactorSection_ViewerFragmentDoc,
    "\n  mutation AccountSettingsPage_UpdateMyProfile($input: UpdateMyProfileInput!) {\n    updateMyProfile(input: $input) {\n      user {\n        id\n        firstName\n        lastName\n        displayName\n        phone\n        name\n        client {\n          id\n          phone\n          address\n        }\n      }\n    }\n  }\n": types.AccountSettingsPage_UpdateMyProfileDocument,
    "\n  mutation AccountSettingsPage_ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      changed\n    }\n  }\n": types.AccountSettingsPage_ChangePasswordDocument,
    "\n  mutation RequestHelperPage_RequestHelperAccess($input: RequestHelperAccessInput!) {\n    requestHelperAccess(input: $input) {\n      roleRequest {\n        id\n        ...RoleRequestStatus_request\n      }\n    }\n  }\n": types.RequestHelperPage_RequestHelperAccessDocument,
    "\n  mutation TwoFactorSection_Begin($input: PasswordConfirmationInput!) {\n    beginTwoFactorSetup(input: $input) {\n      secret\n      qrCodeDataUrl\n    }\n  }\n": types.TwoFactorSection_BeginDocument,
    "\n  mutation TwoFactorSection_Confirm($input: TwoFactorCodeInput!) {\n    confirmTwoFactorSetup(input: $input) {\n      recoveryCodes\n      user {\n        id\n        twoFactorEnabled\n        recoveryCodesLeft\n      }\n    }\n  }\n": types.TwoFactorSection_ConfirmDocument,
    "\n  mutation TwoFactorSection_Disable($input: PasswordConfirmationInput!) {\n    disableTwoFactor(input: $input) {\n      user {\n        id\n        twoFactorEnabled\n        recoveryCodesLeft\n      }\n    }\n  }\n": types.TwoFactorSection_DisableDocument,
    "\n  mutation TwoFactorSection_RegenerateRecoveryCodes($input: PasswordConfirmationInput!) {\n    regenerateRecoveryCodes(input: $input) {\n      recoveryCodes\n      user {\n        id\n        recoveryCodesLeft\n      }\n    }\n  }\n": types.TwoFactorSection_RegenerateRecoveryCodesDocument,
    "\n  query TwoFactorSection_Requirement {\n    businessSettings {\n      id\n      requireAdminTwoFactor\n    }\n  }\n": types.TwoFactorSection_RequirementDocument,
    "\n  mutation TwoFactorSection_SetRequirement($input: SetAdminTwoFactorRequirementInput!) {\n    setAdminTwoFactorRequirement(input: $input) {\n      settings {\n        id\n        requireAdminTwoFactor\n      }\n    }\n  }\n": types.TwoFactorSection_SetRequirementDocument,
    "\n  fragment ActivityEventItem_event on AuditEvent {\n    id\n    occurredAt\n    action\n    summary\n    ip\n    actor {\n      kind\n      name\n    }\n    object {\n      id\n      type\n      title\n      label\n    }\n    changes {\n      field\n      label\n      fromText\n      toText\n      redacted\n    }\n  }\n": types.ActivityEventItem_EventFragmentDoc,
    "\n  query ActivityPage_Query(\n    $first: Int!\n    $after: String\n    $actor: ID\n    $object: ID\n    $objectType: String\n    $from: LocalDate\n    $to: LocalDate\n  ) {\n    auditEvents(first: $first, after: $after, actor: $actor, object: $object, objectType: $objectType, from: $from, to: $to) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          object {\n            id\n            title\n            label\n          }\n          ...ActivityEventItem_event\n        }\n      }\n    }\n    auditActors {\n      id\n      kind\n      name\n    }\n    auditObjectTypes {\n      name\n      title\n    }\n  }\n": types.ActivityPage_QueryDocument,
    "\n  fragment CalendarEvent_visit on CalendarVisit {\n    id\n    date\n    timeSlot\n    startTime\n    service\n    clientName\n    status\n    statusReason\n    helperCount\n    helpers {\n      id\n      user {\n        id\n        name\n      }\n    }\n  }\n": types.CalendarEvent_VisitFragmentDoc,
    "\n  query CalendarPage_Query($from: LocalDate!, $to: LocalDate!, $first: Int!, $after: String) {\n    visits(from: $from, to: $to, first: $first, after: $after) {\n      edges {\n        node {\n          id\n          ...CalendarEvent_visit\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n    closuresBetween(from: $from, to: $to) {\n      id\n      startDate\n      endDate\n      reason\n    }\n  }\n": types.CalendarPage_QueryDocument,
    "\n  query VisitDetailsDialog_Query($id: ID!) {\n    node(id: $id) {\n      __typename\n      id\n      ... on Visit {\n        date\n        timeSlot\n        startTime\n        status\n        statusReason\n        service\n        address\n        completedBy {\n          id\n          name\n        }\n        ...AssignedHelpers_visit\n        ...VisitHistory_visit\n        request {\n          id\n          service\n          address\n          notes\n          phoneNumber\n          recurring\n          customDays {\n            ...RequestFacts_customDays @unmask\n          }\n          client {\n            id\n            displayName\n            phone\n          }\n        }\n      }\n    }\n  }\n": types.VisitDetailsDialog_QueryDocument,
    "\n  fragment VisitHistory_visit on Visit {\n    history {\n      id\n      occurredAt\n      summary\n      actor {\n        name\n      }\n      changes {\n        field\n        label\n        fromText\n        toText\n        redacted\n      }\n    }\n  }\n": types.VisitHistory_VisitFragmentDoc,
    "\n  query CalendarHelperColumns_Query {\n    helpers(status: ACTIVE, first: 500) {\n      edges {\n        node {\n          id\n          databaseId\n          user {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n": types.CalendarHelperColumns_QueryDocument,
    "\n  query AdminDashboardPage_Query($pageSize: Int!) {\n    adminDashboard {\n      ...DashboardKpis_dashboard\n    }\n    pending: serviceRequests(status: PENDING, first: $pageSize) {\n      ...AdminRequestList_connection\n    }\n    approved: serviceRequests(status: ACCEPTED, first: $pageSize) {\n      ...AdminRequestList_connection\n    }\n    scheduled: serviceRequests(status: SCHEDULED, first: 1) {\n      totalCount\n    }\n    ...UnassignedVisitsCard_query\n    ...DashboardAttention_query\n  }\n": types.AdminDashboardPage_QueryDocument,
    "\n  fragment AdminRequestItem_request on ServiceRequest {\n    id\n    service\n    status\n    date\n    time\n    address\n    phoneNumber\n    notes\n    recurring\n    customDays {\n      ...RequestFacts_customDays @unmask\n    }\n    adminFeedback\n    client {\n      id\n      displayName\n    }\n  }\n": types.AdminRequestItem_RequestFragmentDoc,
    "\n  fragment AdminRequestList_connection on ServiceRequestConnection {\n    totalCount\n    edges {\n      node {\n        id\n        ...AdminRequestItem_request\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n": types.AdminRequestList_ConnectionFragmentDoc,
    "\n  query AdminRequestList_MoreQuery($status: ServiceRequestStatus!, $first: Int!, $after: String) {\n    serviceRequests(status: $status, first: $first, after: $after) {\n      ...AdminRequestList_connection\n    }\n  }\n": types.AdminRequestList_MoreQueryDocument,
    "\n  query ApproveDialog_Query($id: ID!) {\n    approvalPreview(id: $id) {\n      priceCents\n      durationMinutes\n      slotVisitCount\n    }\n    helpers(status: ACTIVE, first: 100) {\n      edges {\n        node {\n          id\n          databaseId\n          user {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n": types.ApproveDialog_QueryDocument,
    "\n  query ChangeRequestsCard_Query {\n    visitChangeRequests(status: PENDING, first: 20) {\n      totalCount\n      edges {\n        node {\n          id\n          kind\n          note\n          clientName\n          visitDate\n          proposedDate\n          proposedTimeSlot\n        }\n      }\n    }\n  }\n": types.ChangeRequestsCard_QueryDocument,
    "\n  mutation DecideVisitChange_Mutation($input: DecideVisitChangeInput!) {\n    decideVisitChange(input: $input) {\n      changeRequest {\n        id\n        status\n        decisionReason\n      }\n    }\n  }\n": types.DecideVisitChange_MutationDocument,
    "\n  fragment DashboardAttention_query on Query {\n    businessSettings {\n      id\n      phone\n      email\n    }\n    # The first few waiting requests; Settings lists them all.\n    roleRequests(status: PENDING, first: 5) {\n      totalCount\n      edges {\n        node {\n          id\n          ...RoleRequestItem_request\n        }\n      }\n    }\n  }\n": types.DashboardAttention_QueryFragmentDoc,
    "\n  fragment DashboardKpis_dashboard on AdminDashboard {\n    month\n    monthlyRevenueCents\n    previousMonthRevenueCents\n    revenueTrendPercent\n    revenueBreakdown {\n      service\n      visitCount\n      unitPriceCents\n      totalCents\n    }\n    pendingApprovals\n    approvedJobs\n    totalRequests\n  }\n": types.DashboardKpis_DashboardFragmentDoc,
    "\n  query PastVisitsCard_Query {\n    pastVisitsToConfirm(limit: 10) {\n      totalCount\n      visits {\n        id\n        ...VisitHeadline_visit @unmask\n        request {\n          id\n          recurring\n        }\n      }\n    }\n  }\n": types.PastVisitsCard_QueryDocument,
    "\n  fragment UnassignedVisitsCard_query on Query {\n    unassignedVisits(days: 14, limit: 10) {\n      id\n      ...VisitHeadline_visit @unmask\n      request {\n        id\n        recurring\n      }\n    }\n  }\n": types.UnassignedVisitsCard_QueryFragmentDoc,
    "\n  mutation useApproveServiceRequest_Mutation($input: ApproveServiceRequestInput!) {\n    approveServiceRequest(input: $input) {\n      serviceRequest {\n        id\n        status\n        adminFeedback\n      }\n    }\n  }\n": types.UseApproveServiceRequest_MutationDocument,
    "\n  mutation useDeclineServiceRequest_Mutation($input: DeclineServiceRequestInput!) {\n    declineServiceRequest(input: $input) {\n      serviceRequest {\n        id\n        status\n        adminFeedback\n      }\n    }\n  }\n": types.UseDeclineServiceRequest_MutationDocument,
    "\n  query PayrollPage_Query($periodStart: LocalDate) {\n    payroll(periodStart: $periodStart) {\n      periodStart\n      periodEnd\n      totalPayoutCents\n      rows {\n        helper {\n          id\n        }\n        ...PayrollRow_summary\n        ...PayrollReviewDialog_summary\n      }\n    }\n  }\n": types.PayrollPage_QueryDocument,
    "\n  fragment PayrollReviewDialog_summary on PayPeriodSummary {\n    periodStart\n    periodEnd\n    ...PayPeriodStatus_period @unmask\n    approvedAt\n    bonusNote\n    helper {\n      id\n      databaseId\n      user {\n        id\n        name\n      }\n    }\n    entries {\n      id\n      clockInAt\n      clockOutAt\n      minutes\n      adjustmentNote\n      clockInLatitude\n      clockInLongitude\n    }\n    ...PayoutBreakdown_period\n  }\n": types.PayrollReviewDialog_SummaryFragmentDoc,
    "\n  fragment PayrollRow_summary on PayPeriodSummary {\n    periodStart\n    periodEnd\n    ...PayPeriodStatus_period @unmask\n    approvedMinutes\n    hourlyRateCents\n    bonusNote\n    payoutCents\n    helper {\n      id\n      databaseId\n      active\n      notes\n      user {\n        id\n        name\n      }\n    }\n  }\n": types.PayrollRow_SummaryFragmentDoc,
    "\n  fragment usePayrollMutations_entry on TimeEntry {\n    id\n    clockInAt\n    clockOutAt\n    minutes\n    adjustmentNote\n  }\n": types.UsePayrollMutations_EntryFragmentDoc,
    "\n  mutation useAdjustTimeEntry_Mutation($input: AdjustTimeEntryInput!) {\n    adjustTimeEntry(input: $input) {\n      entry {\n        ...usePayrollMutations_entry\n      }\n    }\n  }\n": types.UseAdjustTimeEntry_MutationDocument,
    "\n  mutation useAddTimeEntry_Mutation($input: AddTimeEntryInput!) {\n    addTimeEntry(input: $input) {\n      entry {\n        ...usePayrollMutations_entry\n      }\n    }\n  }\n": types.UseAddTimeEntry_MutationDocument,
    "\n  mutation useSetPayPeriodBonus_Mutation($input: SetPayPeriodBonusInput!) {\n    setPayPeriodBonus(input: $input) {\n      period {\n        periodStart\n        bonusCents\n        bonusNote\n        payoutCents\n      }\n    }\n  }\n": types.UseSetPayPeriodBonus_MutationDocument,
    "\n  mutation useApprovePayPeriod_Mutation($input: PayPeriodInput!) {\n    approvePayPeriod(input: $input) {\n      period {\n        periodStart\n        approved\n        approvedMinutes\n        payoutCents\n      }\n    }\n  }\n": types.UseApprovePayPeriod_MutationDocument,
    "\n  fragment ApiTokenRow_token on ApiToken {\n    id\n    name\n    prefix\n    readOnly\n    createdAt\n    lastUsedAt\n    revokedAt\n  }\n": types.ApiTokenRow_TokenFragmentDoc,
    "\n  fragment BusinessProfileForm_settings on BusinessSettings {\n    businessName\n    phone\n    email\n    address\n    paymentInstructions\n    payPeriodDays\n  }\n": types.BusinessProfileForm_SettingsFragmentDoc,
    "\n  fragment GalleryEditor_photo on GalleryPhoto {\n    id\n    url\n    caption\n    position\n    sizeBytes\n  }\n": types.GalleryEditor_PhotoFragmentDoc,
    "\n  fragment PricesForm_settings on BusinessSettings {\n    servicePrices {\n      service\n      priceCents\n    }\n    defaultTaxRateBasisPoints\n  }\n": types.PricesForm_SettingsFragmentDoc,
    "\n  query ScheduleSettingsSection_Query {\n    businessSettings {\n      id\n      changeCutoffHours\n      autoApproveSkips\n    }\n    closures {\n      id\n      startDate\n      endDate\n      reason\n    }\n  }\n": types.ScheduleSettingsSection_QueryDocument,
    "\n  query ScheduleSettingsSection_Preview($startDate: LocalDate!, $endDate: LocalDate!) {\n    closurePreview(startDate: $startDate, endDate: $endDate) {\n      proposedDate\n      visit {\n        id\n        date\n        timeSlot\n        clientName\n      }\n    }\n  }\n": types.ScheduleSettingsSection_PreviewDocument,
    "\n  mutation ScheduleSettingsSection_UpdateRules($input: UpdateBusinessSettingsInput!) {\n    updateBusinessSettings(input: $input) {\n      settings {\n        id\n        changeCutoffHours\n        autoApproveSkips\n      }\n    }\n  }\n": types.ScheduleSettingsSection_UpdateRulesDocument,
    "\n  mutation ScheduleSettingsSection_CreateClosure($input: CreateClosureInput!) {\n    createClosure(input: $input) {\n      affectedVisits\n      visitsNeedingHelpers\n      closure {\n        id\n      }\n    }\n  }\n": types.ScheduleSettingsSection_CreateClosureDocument,
    "\n  mutation ScheduleSettingsSection_DeleteClosure($input: DeleteClosureInput!) {\n    deleteClosure(input: $input) {\n      deletedClosureId\n    }\n  }\n": types.ScheduleSettingsSection_DeleteClosureDocument,
    "\n  fragment ServicesEditor_service on PublicService {\n    id\n    title\n    description\n    features\n    color\n    popular\n    position\n  }\n": types.ServicesEditor_ServiceFragmentDoc,
    "\n  query SettingsPage_Query($pendingFirst: Int!) {\n    businessSettings {\n      id\n      ...BusinessProfileForm_settings\n      ...PricesForm_settings\n    }\n    publicSite {\n      services {\n        id\n        ...ServicesEditor_service\n        ...ServiceCard_service\n      }\n      testimonials {\n        id\n        ...TestimonialsEditor_testimonial\n        ...TestimonialCard_testimonial\n      }\n      galleryPhotos {\n        id\n        url\n        caption\n        ...GalleryEditor_photo\n        ...GalleryItem_photo\n      }\n    }\n    roleRequests(status: PENDING, first: $pendingFirst) {\n      totalCount\n      edges {\n        node {\n          id\n          ...RoleRequestItem_request\n        }\n      }\n    }\n    apiTokens {\n      id\n      ...ApiTokenRow_token\n    }\n  }\n": types.SettingsPage_QueryDocument,
    "\n  fragment TestimonialsEditor_testimonial on Testimonial {\n    id\n    name\n    text\n    rating\n    yearsOfService\n    position\n  }\n": types.TestimonialsEditor_TestimonialFragmentDoc,
    "\n  mutation ApiTokensSection_CreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      token\n      apiToken {\n        id\n        ...ApiTokenRow_token\n      }\n    }\n  }\n": types.ApiTokensSection_CreateApiTokenDocument,
    "\n  mutation ApiTokensSection_RevokeApiToken($input: RevokeApiTokenInput!) {\n    revokeApiToken(input: $input) {\n      apiToken {\n        id\n        revokedAt\n      }\n    }\n  }\n": types.ApiTokensSection_RevokeApiTokenDocument,
    "\n  mutation ServicesEditor_SavePublicService($input: SavePublicServiceInput!) {\n    savePublicService(input: $input) {\n      service {\n        id\n        ...ServicesEditor_service\n        ...ServiceCard_service\n      }\n    }\n  }\n": types.ServicesEditor_SavePublicServiceDocument,
    "\n  mutation ServicesEditor_DeletePublicService($input: DeletePublicContentInput!) {\n    deletePublicService(input: $input) {\n      deletedId\n    }\n  }\n": types.ServicesEditor_DeletePublicServiceDocument,
    "\n  mutation TestimonialsEditor_SaveTestimonial($input: SaveTestimonialInput!) {\n    saveTestimonial(input: $input) {\n      testimonial {\n        id\n        ...TestimonialsEditor_testimonial\n        ...TestimonialCard_testimonial\n      }\n    }\n  }\n": types.TestimonialsEditor_SaveTestimonialDocument,
    "\n  mutation TestimonialsEditor_DeleteTestimonial($input: DeletePublicContentInput!) {\n    deleteTestimonial(input: $input) {\n      deletedId\n    }\n  }\n": types.TestimonialsEditor_DeleteTestimonialDocument,
    "\n  mutation GalleryEditor_UpdateGalleryPhoto($input: UpdateGalleryPhotoInput!) {\n    updateGalleryPhoto(input: $input) {\n      photo {\n        id\n        ...GalleryEditor_photo\n      }\n    }\n  }\n": types.GalleryEditor_UpdateGalleryPhotoDocument,
    "\n  mutation GalleryEditor_DeleteGalleryPhoto($input: DeletePublicContentInput!) {\n    deleteGalleryPhoto(input: $input) {\n      deletedId\n    }\n  }\n": types.GalleryEditor_DeleteGalleryPhotoDocument,
    "\n  mutation SettingsPage_UpdateBusinessSettings($input: UpdateBusinessSettingsInput!) {\n    updateBusinessSettings(input: $input) {\n      settings {\n        id\n        businessName\n        phone\n        email\n        address\n        ...BusinessProfileForm_settings\n        ...PricesForm_settings\n      }\n    }\n  }\n": types.SettingsPage_UpdateBusinessSettingsDocument,
    "\n  mutation FirstRunSetup_CompleteStep($input: CompleteSetupStepInput!) {\n    completeSetupStep(input: $input) {\n      setupStatus {\n        needed\n        steps {\n          step\n          done\n        }\n      }\n    }\n  }\n": types.FirstRunSetup_CompleteStepDocument,
    "\n  mutation FirstRunSetup_SaveSettings($input: UpdateBusinessSettingsInput!) {\n    updateBusinessSettings(input: $input) {\n      settings {\n        id\n        businessName\n        phone\n        email\n        address\n        defaultTaxRateBasisPoints\n      }\n    }\n  }\n": types.FirstRunSetup_SaveSettingsDocument,
    "\n  query FirstRunSetup_Status {\n    setupStatus {\n      needed\n      steps {\n        step\n        done\n      }\n    }\n    businessSettings {\n      id\n      businessName\n      phone\n      email\n      address\n      defaultTaxRateBasisPoints\n    }\n  }\n": types.FirstRunSetup_StatusDocument,
    "\n  mutation ForgotPasswordPage_RequestReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      message\n    }\n  }\n": types.ForgotPasswordPage_RequestResetDocument,
    "\n  fragment ProfileSetupPage_viewer on User {\n    id\n    role\n    firstName\n    lastName\n  }\n": types.ProfileSetupPage_ViewerFragmentDoc,
    "\n  mutation ProfileSetupPage_CompleteProfile($input: CompleteProfileInput!) {\n    completeProfile(input: $input) {\n      user {\n        id\n        needsProfileSetup\n        displayName\n        phone\n      }\n    }\n  }\n": types.ProfileSetupPage_CompleteProfileDocument,
    "\n  mutation ResetPasswordPage_Reset($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      reset\n    }\n  }\n": types.ResetPasswordPage_ResetDocument,
    "\n  mutation SignInPage_SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      nextStep\n      user {\n        id\n      }\n    }\n  }\n": types.SignInPage_SignInDocument,
    "\n  mutation SignUpPage_SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      message\n    }\n  }\n": types.SignUpPage_SignUpDocument,
    "\n  mutation TwoFactorCodeStep_Verify($input: TwoFactorCodeInput!) {\n    verifyTwoFactorSignIn(input: $input) {\n      usedRecoveryCode\n      recoveryCodesLeft\n      user {\n        id\n      }\n    }\n  }\n": types.TwoFactorCodeStep_VerifyDocument,
    "\n  mutation TwoFactorSetupStep_Begin {\n    beginSignInTwoFactorSetup {\n      secret\n      qrCodeDataUrl\n    }\n  }\n": types.TwoFactorSetupStep_BeginDocument,
    "\n  mutation TwoFactorSetupStep_Confirm($input: TwoFactorCodeInput!) {\n    confirmSignInTwoFactorSetup(input: $input) {\n      recoveryCodes\n      user {\n        id\n      }\n    }\n  }\n": types.TwoFactorSetupStep_ConfirmDocument,
    "\n  mutation VerifyEmailPage_Verify($input: VerifyEmailInput!) {\n    verifyEmail(input: $input) {\n      verified\n    }\n  }\n": types.VerifyEmailPage_VerifyDocument,
    "\n  fragment ClientInvoiceCard_invoice on Invoice {\n    id\n    ...InvoiceSummary_invoice @unmask\n    paidAt\n  }\n": types.ClientInvoiceCard_InvoiceFragmentDoc,
    "\n  query ClientInvoicesPage_Query($first: Int!, $after: String) {\n    viewer {\n      id\n      role\n    }\n    invoices(first: $first, after: $after) {\n      totalCount\n      edges {\n        node {\n          id\n          totalCents\n          effectiveStatus\n          ...ClientInvoiceCard_invoice\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.ClientInvoicesPage_QueryDocument,
    "\n  fragment ClientFormDialog_client on Client {\n    id\n    displayName\n    phone\n    email\n    address\n    notes\n    user {\n      id\n      email\n    }\n  }\n": types.ClientFormDialog_ClientFragmentDoc,
    "\n  fragment ClientRow_client on Client {\n    id\n    displayName\n    phone\n    email\n    active\n    createdAt\n    user {\n      id\n      email\n    }\n    ...ClientFormDialog_client\n  }\n": types.ClientRow_ClientFragmentDoc,
    "\n  query ClientsPage_Query($search: String, $status: ActiveStatusFilter!, $first: Int!, $after: String) {\n    clients(search: $search, status: $status, first: $first, after: $after) {\n      edges {\n        node {\n          id\n          ...ClientRow_client\n        }\n      }\n      pageInfo {\n        ...Paging_pageInfo @unmask\n      }\n      totalCount\n    }\n  }\n": types.ClientsPage_QueryDocument,
    "\n  mutation ClientsPage_CreateClient($input: CreateClientInput!) {\n    createClient(input: $input) {\n      client {\n        id\n        ...ClientRow_client\n      }\n    }\n  }\n": types.ClientsPage_CreateClientDocument,
    "\n  mutation ClientFormDialog_UpdateClient($input: UpdateClientInput!) {\n    updateClient(input: $input) {\n      client {\n        id\n        ...ClientRow_client\n      }\n    }\n  }\n": types.ClientFormDialog_UpdateClientDocument,
    "\n  mutation ClientRow_DeactivateClient($input: DeactivateClientInput!) {\n    deactivateClient(input: $input) {\n      client {\n        id\n        active\n      }\n    }\n  }\n": types.ClientRow_DeactivateClientDocument,
    "\n  mutation ClientRow_ReactivateClient($input: ReactivateClientInput!) {\n    reactivateClient(input: $input) {\n      client {\n        id\n        active\n      }\n    }\n  }\n": types.ClientRow_ReactivateClientDocument,
    "\n  mutation ClientFormDialog_LinkClientAccount($input: LinkClientAccountInput!) {\n    linkClientAccount(input: $input) {\n      client {\n        id\n        email\n        user {\n          id\n          email\n        }\n      }\n    }\n  }\n": types.ClientFormDialog_LinkClientAccountDocument,
    "\n  fragment ClockCard_entry on TimeEntry {\n    id\n    clockInAt\n    clockInLatitude\n    clockInLongitude\n  }\n": types.ClockCard_EntryFragmentDoc,
    "\n  fragment JobCard_visit on Visit {\n    id\n    ...VisitHeadline_visit @unmask\n    startedAt\n    completedAt\n    request {\n      id\n      address\n      notes\n      phoneNumber\n    }\n  }\n": types.JobCard_VisitFragmentDoc,
    "\n  query MyJobsPage_Query($from: LocalDate!, $to: LocalDate!) {\n    myJobs(from: $from, to: $to) {\n      id\n      date\n      status\n      ...JobCard_visit\n    }\n  }\n": types.MyJobsPage_QueryDocument,
    "\n  fragment PayPeriodCard_period on PayPeriodSummary {\n    periodStart\n    periodEnd\n    ...PayPeriodStatus_period @unmask\n    approvedAt\n    ...PayoutBreakdown_period\n  }\n": types.PayPeriodCard_PeriodFragmentDoc,
    "\n  fragment PayoutSummaryCard_period on PayPeriodSummary {\n    periodStart\n    periodEnd\n    ...PayPeriodStatus_period @unmask\n    approvedMinutes\n    hourlyRateCents\n    payoutCents\n    ...PayoutBreakdown_period\n  }\n": types.PayoutSummaryCard_PeriodFragmentDoc,
    "\n  query PayoutsPage_Query($count: Int!) {\n    myPayPeriods(count: $count) {\n      periodStart\n      periodEnd\n      approved\n      approvedMinutes\n      workedMinutes\n      bonusCents\n      payoutCents\n      openEntries\n      ...PayPeriodCard_period\n    }\n  }\n": types.PayoutsPage_QueryDocument,
    "\n  query TodayPage_Query {\n    todaysJobs {\n      id\n      status\n      ...JobCard_visit\n    }\n    myClock {\n      id\n      ...ClockCard_entry\n    }\n    myPayPeriods(count: 2) {\n      periodStart\n      ...PayoutSummaryCard_period\n    }\n  }\n": types.TodayPage_QueryDocument,
    "\n  mutation useClockIn_Mutation($input: ClockInput) {\n    clockIn(input: $input) {\n      entry {\n        id\n        clockInAt\n        ...ClockCard_entry\n      }\n    }\n  }\n": types.UseClockIn_MutationDocument,
    "\n  mutation useClockOut_Mutation($input: ClockInput) {\n    clockOut(input: $input) {\n      entry {\n        id\n        clockInAt\n        clockOutAt\n        minutes\n      }\n    }\n  }\n": types.UseClockOut_MutationDocument,
    "\n  mutation useStartVisit_Mutation($input: VisitIdInput!) {\n    startVisit(input: $input) {\n      visit {\n        id\n        status\n        startedAt\n        completedAt\n      }\n    }\n  }\n": types.UseStartVisit_MutationDocument,
    "\n  mutation useCompleteVisit_Mutation($input: VisitIdInput!) {\n    completeVisit(input: $input) {\n      visit {\n        id\n        status\n        startedAt\n        completedAt\n      }\n    }\n  }\n": types.UseCompleteVisit_MutationDocument,
    "\n  fragment HelperFormDialog_helper on Helper {\n    id\n    databaseId\n    phone\n    hourlyRateCents\n    maxHoursPerWeek\n    notes\n    user {\n      id\n      email\n    }\n  }\n": types.HelperFormDialog_HelperFragmentDoc,
    "\n  fragment HelperRow_helper on Helper {\n    id\n    databaseId\n    phone\n    hourlyRateCents\n    maxHoursPerWeek\n    active\n    createdAt\n    user {\n      id\n      name\n    }\n    ...HelperFormDialog_helper\n  }\n": types.HelperRow_HelperFragmentDoc,
    "\n  query HelpersPage_Query($search: String, $status: ActiveStatusFilter!, $first: Int!, $after: String) {\n    helpers(search: $search, status: $status, first: $first, after: $after) {\n      edges {\n        node {\n          id\n          ...HelperRow_helper\n        }\n      }\n      pageInfo {\n        ...Paging_pageInfo @unmask\n      }\n      totalCount\n    }\n  }\n": types.HelpersPage_QueryDocument,
    "\n  mutation HelpersPage_CreateHelper($input: CreateHelperInput!) {\n    createHelper(input: $input) {\n      helper {\n        id\n        ...HelperRow_helper\n      }\n    }\n  }\n": types.HelpersPage_CreateHelperDocument,
    "\n  mutation HelperFormDialog_UpdateHelper($input: UpdateHelperInput!) {\n    updateHelper(input: $input) {\n      helper {\n        id\n        ...HelperRow_helper\n      }\n    }\n  }\n": types.HelperFormDialog_UpdateHelperDocument,
    "\n  mutation HelperRow_DeactivateHelper($input: DeactivateHelperInput!) {\n    deactivateHelper(input: $input) {\n      helper {\n        id\n        active\n      }\n    }\n  }\n": types.HelperRow_DeactivateHelperDocument,
    "\n  mutation HelperRow_ReactivateHelper($input: ReactivateHelperInput!) {\n    reactivateHelper(input: $input) {\n      helper {\n        id\n        active\n      }\n    }\n  }\n": types.HelperRow_ReactivateHelperDocument,
    "\n  mutation HelperFormDialog_LinkHelperAccount($input: LinkHelperAccountInput!) {\n    linkHelperAccount(input: $input) {\n      helper {\n        id\n        user {\n          id\n          name\n          email\n        }\n      }\n    }\n  }\n": types.HelperFormDialog_LinkHelperAccountDocument,
    "\n  fragment InvoiceDocument_invoice on Invoice {\n    id\n    invoiceNumber\n    issueDate\n    dueDate\n    subtotalCents\n    taxAmountCents\n    totalCents\n    effectiveStatus\n    notes\n    paidAt\n    client {\n      id\n      displayName\n      address\n      phone\n    }\n    items {\n      id\n      description\n      quantity\n      unitPriceCents\n      amountCents\n    }\n  }\n": types.InvoiceDocument_InvoiceFragmentDoc,
    "\n  fragment InvoiceDocument_business on BusinessProfile {\n    businessName\n    phone\n    email\n    address\n    paymentInstructions\n  }\n": types.InvoiceDocument_BusinessFragmentDoc,
    "\n  fragment InvoiceFormDialog_invoice on Invoice {\n    id\n    invoiceNumber\n    issueDate\n    dueDate\n    subtotalCents\n    taxAmountCents\n    status\n    notes\n    paidAt\n    client {\n      id\n      displayName\n    }\n    items {\n      id\n      description\n      quantity\n      unitPriceCents\n    }\n  }\n": types.InvoiceFormDialog_InvoiceFragmentDoc,
    "\n  query InvoiceFromRequestDialog_Query {\n    accepted: serviceRequests(status: ACCEPTED, first: 200) {\n      edges {\n        node {\n          ...InvoiceFromRequestDialog_request\n        }\n      }\n    }\n    scheduled: serviceRequests(status: SCHEDULED, first: 200) {\n      edges {\n        node {\n          ...InvoiceFromRequestDialog_request\n        }\n      }\n    }\n  }\n": types.InvoiceFromRequestDialog_QueryDocument,
    "\n  fragment InvoiceFromRequestDialog_request on ServiceRequest {\n    id\n    date\n    service\n    recurring\n    client {\n      id\n      displayName\n    }\n  }\n": types.InvoiceFromRequestDialog_RequestFragmentDoc,
    "\n  query InvoicePrintPage_Query($id: ID!) {\n    viewer {\n      id\n      role\n    }\n    invoice(id: $id) {\n      id\n      invoiceNumber\n      ...InvoiceDocument_invoice\n    }\n    businessProfile {\n      ...InvoiceDocument_business\n    }\n  }\n": types.InvoicePrintPage_QueryDocument,
    "\n  fragment InvoiceRow_invoice on Invoice {\n    id\n    ...InvoiceSummary_invoice @unmask\n    client {\n      id\n      displayName\n    }\n    ...InvoiceFormDialog_invoice\n  }\n": types.InvoiceRow_InvoiceFragmentDoc,
    "\n  query InvoicesPage_Query($search: String, $status: InvoiceStatus, $first: Int!, $after: String) {\n    invoices(search: $search, status: $status, first: $first, after: $after) {\n      totalCount\n      edges {\n        node {\n          id\n          ...InvoiceRow_invoice\n          ...InvoiceFormDialog_invoice\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n    businessProfile {\n      defaultTaxRateBasisPoints\n    }\n  }\n": types.InvoicesPage_QueryDocument,
    "\n  mutation CreateInvoice($input: CreateInvoiceInput!) {\n    createInvoice(input: $input) {\n      invoice {\n        id\n        ...InvoiceRow_invoice\n      }\n    }\n  }\n": types.CreateInvoiceDocument,
    "\n  mutation CreateInvoiceFromRequest($input: CreateInvoiceFromRequestInput!) {\n    createInvoiceFromRequest(input: $input) {\n      invoice {\n        id\n        ...InvoiceRow_invoice\n      }\n    }\n  }\n": types.CreateInvoiceFromRequestDocument,
    "\n  mutation DeleteInvoice($input: DeleteInvoiceInput!) {\n    deleteInvoice(input: $input) {\n      deletedInvoiceId\n    }\n  }\n": types.DeleteInvoiceDocument,
    "\n  query ExportInvoicesCsv($search: String, $status: InvoiceStatus, $first: Int!, $after: String) {\n    invoices(search: $search, status: $status, first: $first, after: $after) {\n      edges {\n        node {\n          id\n          invoiceNumber\n          issueDate\n          dueDate\n          effectiveStatus\n          subtotalCents\n          taxAmountCents\n          totalCents\n          notes\n          client {\n            id\n            displayName\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.ExportInvoicesCsvDocument,
    "\n  query InvoiceFormDialog_Clients($search: String) {\n    billableClients(search: $search, first: 200) {\n      id\n      displayName\n    }\n  }\n": types.InvoiceFormDialog_ClientsDocument,
    "\n  mutation UpdateInvoice($input: UpdateInvoiceInput!) {\n    updateInvoice(input: $input) {\n      invoice {\n        id\n        ...InvoiceRow_invoice\n        ...InvoiceFormDialog_invoice\n      }\n    }\n  }\n": types.UpdateInvoiceDocument,
    "\n  fragment InboxItem_conversation on Conversation {\n    id\n    databaseId\n    lastMessageAt\n    unreadCount\n    participant {\n      id\n      name\n      role\n    }\n    latest: messages(first: 1) {\n      edges {\n        node {\n          id\n          body\n          fromBusiness\n        }\n      }\n    }\n  }\n": types.InboxItem_ConversationFragmentDoc,
    "\n  query MessagesInbox_Query($first: Int!, $after: String) {\n    conversations(first: $first, after: $after) {\n      edges {\n        node {\n          id\n          ...InboxItem_conversation\n        }\n      }\n      pageInfo {\n        ...Paging_pageInfo @unmask\n      }\n      totalCount\n    }\n  }\n": types.MessagesInbox_QueryDocument,
    "\n  fragment MessageThread_message on Message {\n    id\n    body\n    createdAt\n    fromBusiness\n    senderName\n  }\n": types.MessageThread_MessageFragmentDoc,
    "\n  fragment SentItem_message on Message {\n    id\n    subject\n    body\n    createdAt\n    read\n    recipient {\n      id\n      name\n      role\n    }\n  }\n": types.SentItem_MessageFragmentDoc,
    "\n  query MessagesSent_Query($first: Int!, $after: String) {\n    sentMessages(first: $first, after: $after) {\n      edges {\n        node {\n          id\n          ...SentItem_message\n        }\n      }\n      pageInfo {\n        ...Paging_pageInfo @unmask\n      }\n      totalCount\n    }\n  }\n": types.MessagesSent_QueryDocument,
    "\n  query UnreadMessagesBadge_Query {\n    unreadMessageCount\n  }\n": types.UnreadMessagesBadge_QueryDocument,
    "\n  fragment ConversationView_conversation on Conversation {\n    id\n    databaseId\n    unreadCount\n    participant {\n      id\n      name\n      role\n    }\n    messages(first: $first, after: $after) {\n      edges {\n        node {\n          id\n          ...MessageThread_message\n        }\n      }\n      pageInfo {\n        ...Paging_pageInfo @unmask\n      }\n      totalCount\n    }\n  }\n": types.ConversationView_ConversationFragmentDoc,
    "\n  query AdminConversation_Query($userId: ID!, $first: Int!, $after: String) {\n    conversationWithUser(userId: $userId) {\n      id\n      ...ConversationView_conversation\n    }\n  }\n": types.AdminConversation_QueryDocument,
    "\n  query MyConversation_Query($first: Int!, $after: String) {\n    myConversation {\n      id\n      ...ConversationView_conversation\n    }\n  }\n": types.MyConversation_QueryDocument,
    "\n  mutation ConversationView_MarkRead($input: MarkConversationReadInput!) {\n    markConversationRead(input: $input) {\n      conversation {\n        id\n        unreadCount\n      }\n      unreadNotificationCount\n    }\n  }\n": types.ConversationView_MarkReadDocument,
    "\n  mutation ConversationView_Reply($input: ReplyToConversationInput!) {\n    replyToConversation(input: $input) {\n      message {\n        id\n      }\n    }\n  }\n": types.ConversationView_ReplyDocument,
    "\n  mutation ConversationView_Start($input: SendMessageInput!) {\n    sendMessage(input: $input) {\n      message {\n        id\n      }\n    }\n  }\n": types.ConversationView_StartDocument,
    "\n  mutation MyConversation_Send($input: SendMessageToBusinessInput!) {\n    sendMessageToBusiness(input: $input) {\n      message {\n        id\n      }\n    }\n  }\n": types.MyConversation_SendDocument,
    "\n  query OutboxEmailDialog_Query($id: ID!) {\n    node(id: $id) {\n      __typename\n      id\n      ... on OutboxEmail {\n        event\n        subject\n        status\n        toAddress\n        lastError\n        html\n        text\n      }\n    }\n  }\n": types.OutboxEmailDialog_QueryDocument,
    "\n  fragment OutboxEmailRow_email on OutboxEmail {\n    id\n    event\n    subject\n    status\n    toAddress\n    attempts\n    lastError\n    createdAt\n    sentAt\n    recipientName\n  }\n": types.OutboxEmailRow_EmailFragmentDoc,
    "\n  query OutboxPage_Query($first: Int!, $after: String, $status: DeliveryStatus) {\n    outboxStatus {\n      mode\n      counts {\n        waiting\n        sent\n        kept\n        failed\n      }\n    }\n    outbox(first: $first, after: $after, status: $status) {\n      edges {\n        node {\n          id\n          ...OutboxEmailRow_email\n        }\n      }\n      pageInfo {\n        ...Paging_pageInfo @unmask\n      }\n      totalCount\n    }\n  }\n": types.OutboxPage_QueryDocument,
    "\n  mutation OutboxPage_RetryEmail($input: RetryOutboxEmailInput!) {\n    retryOutboxEmail(input: $input) {\n      email {\n        id\n        ...OutboxEmailRow_email\n      }\n    }\n  }\n": types.OutboxPage_RetryEmailDocument,
    "\n  fragment GalleryItem_photo on GalleryPhoto {\n    url\n    caption\n  }\n": types.GalleryItem_PhotoFragmentDoc,
    "\n  fragment ServiceCard_service on PublicService {\n    title\n    description\n    features\n    color\n    popular\n  }\n": types.ServiceCard_ServiceFragmentDoc,
    "\n  fragment TestimonialCard_testimonial on Testimonial {\n    name\n    text\n    rating\n    yearsOfService\n  }\n": types.TestimonialCard_TestimonialFragmentDoc,
    "\n  query PublicPage_Query {\n    publicSite {\n      businessName\n      phone\n      email\n      address\n      services {\n        id\n        ...ServiceCard_service\n      }\n      testimonials {\n        id\n        ...TestimonialCard_testimonial\n      }\n      galleryPhotos {\n        id\n        url\n        caption\n        ...GalleryItem_photo\n      }\n    }\n  }\n": types.PublicPage_QueryDocument,
    "\n  fragment NextCleaningCard_visit on Visit {\n    id\n    date\n    timeSlot\n    startTime\n    service\n    helperCount\n    helperFirstNames\n    request {\n      id\n      address\n    }\n  }\n": types.NextCleaningCard_VisitFragmentDoc,
    "\n  query PortalPage_Query($first: Int!, $after: String) {\n    viewer {\n      id\n      firstName\n      portalSeenAt\n    }\n    upcomingVisits(limit: 5) {\n      id\n      request {\n        id\n      }\n      ...NextCleaningCard_visit\n    }\n    serviceRequests(first: $first, after: $after) {\n      totalCount\n      edges {\n        node {\n          id\n          date\n          status\n          recurring\n          ...RequestCard_request\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.PortalPage_QueryDocument,
    "\n  mutation PortalPage_MarkPortalSeen {\n    markPortalSeen {\n      user {\n        id\n        portalSeenAt\n      }\n    }\n  }\n": types.PortalPage_MarkPortalSeenDocument,
    "\n  fragment RequestCard_request on ServiceRequest {\n    id\n    service\n    status\n    date\n    time\n    address\n    notes\n    recurring\n    customDays {\n      ...RequestFacts_customDays @unmask\n    }\n    adminFeedback\n  }\n": types.RequestCard_RequestFragmentDoc,
    "\n  query RequestServicePage_Query {\n    viewer {\n      id\n      role\n      client {\n        id\n        address\n        phone\n      }\n    }\n  }\n": types.RequestServicePage_QueryDocument,
    "\n  query VisitChangesSection_Query {\n    upcomingVisits(limit: 20) {\n      id\n      date\n      timeSlot\n      service\n      helperCount\n      helperFirstNames\n      request {\n        id\n        recurring\n      }\n    }\n    visitChangeRequests(first: 50) {\n      edges {\n        node {\n          id\n          kind\n          status\n          note\n          visitDate\n          proposedDate\n          proposedTimeSlot\n          decisionReason\n          visit {\n            id\n          }\n        }\n      }\n    }\n  }\n": types.VisitChangesSection_QueryDocument,
    "\n  mutation VisitChangesSection_Request($input: RequestVisitChangeInput!) {\n    requestVisitChange(input: $input) {\n      changeRequest {\n        id\n        status\n      }\n    }\n  }\n": types.VisitChangesSection_RequestDocument,
    "\n  mutation useCreateServiceRequest_Mutation($input: CreateServiceRequestInput!) {\n    createServiceRequest(input: $input) {\n      serviceRequest {\n        id\n        status\n        date\n      }\n    }\n  }\n": types.UseCreateServiceRequest_MutationDocument,
    "\n  fragment AppShell_viewer on User {\n    role\n    firstName\n    ...ShellHeader_viewer\n    ...ShellSidebar_viewer\n    ...VerifyEmailBanner_viewer\n  }\n": types.AppShell_ViewerFragmentDoc,
    "\n  fragment ShellHeader_viewer on User {\n    id\n    name\n    profileImageUrl\n  }\n": types.ShellHeader_ViewerFragmentDoc,
    "\n  fragment ShellSidebar_viewer on User {\n    role\n  }\n": types.ShellSidebar_ViewerFragmentDoc,
    "\n  fragment VerifyEmailBanner_viewer on User {\n    email\n    emailVerified\n  }\n": types.VerifyEmailBanner_ViewerFragmentDoc,
    "\n  mutation VerifyEmailBanner_Resend {\n    resendVerificationEmail {\n      sent\n    }\n  }\n": types.VerifyEmailBanner_ResendDocument,
    "\n  fragment Paging_pageInfo on PageInfo {\n    hasNextPage\n    endCursor\n  }\n": types.Paging_PageInfoFragmentDoc,
    "\n  fragment PayPeriodStatus_period on PayPeriodSummary {\n    approved\n    workedMinutes\n    openEntries\n    bonusCents\n  }\n": types.PayPeriodStatus_PeriodFragmentDoc,
    "\n  fragment VisitHeadline_visit on Visit {\n    date\n    timeSlot\n    startTime\n    status\n    service\n    clientName\n  }\n": types.VisitHeadline_VisitFragmentDoc,
    "\n  query App_Viewer {\n    signInStepOwed\n    viewer {\n      id\n      role\n      needsProfileSetup\n      ...AppShell_viewer\n      ...ProfileSetupPage_viewer\n    }\n  }\n": types.App_ViewerDocument,
    "\n  query AssignHelpersDialog_Query($visitId: ID!, $first: Int!) {\n    node(id: $visitId) {\n      __typename\n      id\n      ... on Visit {\n        ...VisitHeadline_visit @unmask\n        request {\n          id\n          recurring\n        }\n        helpers {\n          id\n          databaseId\n          active\n          user {\n            id\n            name\n          }\n        }\n      }\n    }\n    helpers(status: ACTIVE, first: $first) {\n      edges {\n        node {\n          id\n          databaseId\n          maxHoursPerWeek\n          notes\n          user {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n": types.AssignHelpersDialog_QueryDocument,
    "\n  query AssignJobHelpersButton_NextVisit($requestId: ID!) {\n    nextVisitOfRequest(requestId: $requestId) {\n      id\n    }\n  }\n": types.AssignJobHelpersButton_NextVisitDocument,
    "\n  fragment AssignedHelpers_visit on Visit {\n    id\n    helpers {\n      id\n      databaseId\n      user {\n        id\n        name\n      }\n    }\n  }\n": types.AssignedHelpers_VisitFragmentDoc,
    "\n  mutation useAssignHelpers_Mutation($input: AssignHelpersInput!) {\n    assignHelpers(input: $input) {\n      applied\n      warnings {\n        kind\n        helperId\n        message\n      }\n      visits {\n        id\n        date\n        helperCount\n        helpers {\n          id\n          databaseId\n          user {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n": types.UseAssignHelpers_MutationDocument,
    "\n  query ClientImportPanel_Preview(\n    $uploadId: ID!\n    $mapping: [ClientImportColumnInput!]\n    $decisions: [ClientImportDecisionInput!]\n  ) {\n    previewClientImport(uploadId: $uploadId, mapping: $mapping, decisions: $decisions) {\n      uploadId\n      encoding\n      columns {\n        index\n        header\n        field\n      }\n      counts {\n        create\n        update\n        unchanged\n        skip\n        error\n        total\n      }\n      rows {\n        line\n        fate\n        reason\n        displayName\n        email\n        phone\n        choices\n        decision\n        cells\n      }\n    }\n  }\n": types.ClientImportPanel_PreviewDocument,
    "\n  mutation ClientImportPanel_Commit($input: CommitClientImportInput!) {\n    commitClientImport(input: $input) {\n      created\n      updated\n      skipped\n      errors\n      alreadyImported\n    }\n  }\n": types.ClientImportPanel_CommitDocument,
    "\n  fragment InvoiceSummary_invoice on Invoice {\n    databaseId\n    invoiceNumber\n    issueDate\n    dueDate\n    totalCents\n    effectiveStatus\n  }\n": types.InvoiceSummary_InvoiceFragmentDoc,
    "\n  fragment NotificationItem_notification on Notification {\n    id\n    title\n    body\n    link\n    read\n    createdAt\n  }\n": types.NotificationItem_NotificationFragmentDoc,
    "\n  query NotificationBell_Query {\n    unreadNotificationCount\n  }\n": types.NotificationBell_QueryDocument,
    "\n  query NotificationList_Query($first: Int!, $after: String) {\n    notifications(first: $first, after: $after) {\n      edges {\n        node {\n          id\n          ...NotificationItem_notification\n        }\n      }\n      pageInfo {\n        ...Paging_pageInfo @unmask\n      }\n      totalCount\n    }\n    unreadNotificationCount\n  }\n": types.NotificationList_QueryDocument,
    "\n  mutation NotificationItem_MarkRead($input: MarkNotificationReadInput!) {\n    markNotificationRead(input: $input) {\n      notification {\n        id\n        read\n        readAt\n      }\n      unreadNotificationCount\n    }\n  }\n": types.NotificationItem_MarkReadDocument,
    "\n  mutation NotificationList_MarkAllRead {\n    markAllNotificationsRead {\n      marked\n      unreadNotificationCount\n    }\n  }\n": types.NotificationList_MarkAllReadDocument,
    "\n  fragment PayoutBreakdown_period on PayPeriodSummary {\n    approved\n    approvedMinutes\n    workedMinutes\n    hourlyRateCents\n    bonusCents\n    bonusNote\n    payoutCents\n  }\n": types.PayoutBreakdown_PeriodFragmentDoc,
    "\n  fragment RequestFacts_customDays on CustomDays {\n    sunday\n    monday\n    tuesday\n    wednesday\n    thursday\n    friday\n    saturday\n  }\n": types.RequestFacts_CustomDaysFragmentDoc,
    "\n  fragment RoleRequestItem_request on RoleRequest {\n    id\n    phone\n    experience\n    reason\n    createdAt\n    requester {\n      id\n      name\n      email\n    }\n  }\n": types.RoleRequestItem_RequestFragmentDoc,
    "\n  mutation RoleRequestsReview_Approve($input: DecideRoleRequestInput!) {\n    approveRoleRequest(input: $input) {\n      roleRequest {\n        id\n        status\n        decidedAt\n      }\n    }\n  }\n": types.RoleRequestsReview_ApproveDocument,
    "\n  mutation RoleRequestsReview_Decline($input: DecideRoleRequestInput!) {\n    declineRoleRequest(input: $input) {\n      roleRequest {\n        id\n        status\n        decidedAt\n        decisionReason\n      }\n    }\n  }\n": types.RoleRequestsReview_DeclineDocument,
    "\n  query SendMessageDialog_Conversation($userId: ID!, $first: Int!) {\n    conversationWithUser(userId: $userId) {\n      id\n      messages(first: $first) {\n        totalCount\n        edges {\n          node {\n            id\n            body\n            createdAt\n            fromBusiness\n            senderName\n          }\n        }\n      }\n    }\n  }\n": types.SendMessageDialog_ConversationDocument,
    "\n  mutation SendMessageDialog_SendMessage($input: SendMessageInput!) {\n    sendMessage(input: $input) {\n      message {\n        id\n        subject\n      }\n    }\n  }\n": types.SendMessageDialog_SendMessageDocument,
    "\n  fragment VisitCompletion_visit on Visit {\n    id\n    status\n    startedAt\n    completedAt\n    completedBy {\n      id\n      name\n    }\n  }\n": types.VisitCompletion_VisitFragmentDoc,
    "\n  mutation MarkVisitCompleted_Mutation($input: VisitIdInput!) {\n    markVisitCompleted(input: $input) {\n      visit {\n        ...VisitCompletion_visit\n      }\n    }\n  }\n": types.MarkVisitCompleted_MutationDocument,
    "\n  mutation UndoVisitCompletion_Mutation($input: VisitIdInput!) {\n    undoVisitCompletion(input: $input) {\n      visit {\n        ...VisitCompletion_visit\n      }\n    }\n  }\n": types.UndoVisitCompletion_MutationDocument,
    "\n  mutation CompleteVisits_Mutation($input: CompleteVisitsInput!) {\n    completeVisits(input: $input) {\n      completedCount\n      visits {\n        ...VisitCompletion_visit\n      }\n    }\n  }\n": types.CompleteVisits_MutationDocument,
    "\n  fragment VisitChange_payload on VisitChangePayload {\n    visit {\n      id\n      status\n      statusReason\n    }\n  }\n": types.VisitChange_PayloadFragmentDoc,
    "\n  mutation CancelVisit_Mutation($input: CancelVisitInput!) {\n    cancelVisit(input: $input) {\n      ...VisitChange_payload\n    }\n  }\n": types.CancelVisit_MutationDocument,
    "\n  mutation SkipVisit_Mutation($input: SkipVisitInput!) {\n    skipVisit(input: $input) {\n      ...VisitChange_payload\n    }\n  }\n": types.SkipVisit_MutationDocument,
    "\n  mutation RestoreVisit_Mutation($input: RestoreVisitInput!) {\n    restoreVisit(input: $input) {\n      ...VisitChange_payload\n    }\n  }\n": types.RestoreVisit_MutationDocument,
    "\n  mutation RescheduleVisit_Mutation($input: RescheduleVisitInput!) {\n    rescheduleVisit(input: $input) {\n      applied\n      droppedHelperIds\n      warnings {\n        helperId\n        message\n      }\n      visit {\n        id\n        date\n        timeSlot\n      }\n    }\n  }\n": types.RescheduleVisit_MutationDocument,
    "\n  mutation UpdateSeries_Mutation($input: UpdateSeriesInput!) {\n    updateSeries(input: $input) {\n      applied\n      warnings {\n        helperId\n        message\n      }\n      visit {\n        id\n        date\n        timeSlot\n        service\n      }\n    }\n  }\n": types.UpdateSeries_MutationDocument,
    "\n  mutation PauseSeries_Mutation($input: PauseSeriesInput!) {\n    pauseSeries(input: $input) {\n      serviceRequest {\n        id\n      }\n    }\n  }\n": types.PauseSeries_MutationDocument,
    "\n  mutation EndSeries_Mutation($input: EndSeriesInput!) {\n    endSeries(input: $input) {\n      serviceRequest {\n        id\n      }\n    }\n  }\n": types.EndSeries_MutationDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountSettingsPage_Query {\n    viewer {\n      id\n      role\n      firstName\n      lastName\n      displayName\n      phone\n      email\n      client {\n        id\n        address\n      }\n      ...TwoFactorSection_viewer\n    }\n    publicSite {\n      email\n    }\n  }\n"): (typeof documents)["\n  query AccountSettingsPage_Query {\n    viewer {\n      id\n      role\n      firstName\n      lastName\n      displayName\n      phone\n      email\n      client {\n        id\n        address\n      }\n      ...TwoFactorSection_viewer\n    }\n    publicSite {\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CalendarFeed_Query {\n    myCalendarFeed {\n      url\n      webcalUrl\n    }\n  }\n"): (typeof documents)["\n  query CalendarFeed_Query {\n    myCalendarFeed {\n      url\n      webcalUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CalendarFeed_Reset {\n    resetCalendarFeed {\n      url\n      webcalUrl\n    }\n  }\n"): (typeof documents)["\n  mutation CalendarFeed_Reset {\n    resetCalendarFeed {\n      url\n      webcalUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationPreferences_Query {\n    notificationPreferences {\n      category\n      label\n      emailEnabled\n      essential\n    }\n  }\n"): (typeof documents)["\n  query NotificationPreferences_Query {\n    notificationPreferences {\n      category\n      label\n      emailEnabled\n      essential\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NotificationPreferences_Update($input: UpdateNotificationPreferenceInput!) {\n    updateNotificationPreference(input: $input) {\n      preferences {\n        category\n        label\n        emailEnabled\n        essential\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation NotificationPreferences_Update($input: UpdateNotificationPreferenceInput!) {\n    updateNotificationPreference(input: $input) {\n      preferences {\n        category\n        label\n        emailEnabled\n        essential\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RequestHelperPage_Query($withRequest: Boolean!) {\n    viewer {\n      id\n      role\n      phone\n    }\n    myRoleRequest @include(if: $withRequest) {\n      id\n      status\n      ...RoleRequestStatus_request\n    }\n  }\n"): (typeof documents)["\n  query RequestHelperPage_Query($withRequest: Boolean!) {\n    viewer {\n      id\n      role\n      phone\n    }\n    myRoleRequest @include(if: $withRequest) {\n      id\n      status\n      ...RoleRequestStatus_request\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RoleRequestStatus_request on RoleRequest {\n    status\n    createdAt\n    decidedAt\n    decisionReason\n  }\n"): (typeof documents)["\n  fragment RoleRequestStatus_request on RoleRequest {\n    status\n    createdAt\n    decidedAt\n    decisionReason\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TwoFactorSection_viewer on User {\n    id\n    role\n    twoFactorEnabled\n    recoveryCodesLeft\n  }\n"): (typeof documents)["\n  fragment TwoFactorSection_viewer on User {\n    id\n    role\n    twoFactorEnabled\n    recoveryCodesLeft\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountSettingsPage_UpdateMyProfile($input: UpdateMyProfileInput!) {\n    updateMyProfile(input: $input) {\n      user {\n        id\n        firstName\n        lastName\n        displayName\n        phone\n        name\n        client {\n          id\n          phone\n          address\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AccountSettingsPage_UpdateMyProfile($input: UpdateMyProfileInput!) {\n    updateMyProfile(input: $input) {\n      user {\n        id\n        firstName\n        lastName\n        displayName\n        phone\n        name\n        client {\n          id\n          phone\n          address\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountSettingsPage_ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      changed\n    }\n  }\n"): (typeof documents)["\n  mutation AccountSettingsPage_ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      changed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestHelperPage_RequestHelperAccess($input: RequestHelperAccessInput!) {\n    requestHelperAccess(input: $input) {\n      roleRequest {\n        id\n        ...RoleRequestStatus_request\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RequestHelperPage_RequestHelperAccess($input: RequestHelperAccessInput!) {\n    requestHelperAccess(input: $input) {\n      roleRequest {\n        id\n        ...RoleRequestStatus_request\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TwoFactorSection_Begin($input: PasswordConfirmationInput!) {\n    beginTwoFactorSetup(input: $input) {\n      secret\n      qrCodeDataUrl\n    }\n  }\n"): (typeof documents)["\n  mutation TwoFactorSection_Begin($input: PasswordConfirmationInput!) {\n    beginTwoFactorSetup(input: $input) {\n      secret\n      qrCodeDataUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TwoFactorSection_Confirm($input: TwoFactorCodeInput!) {\n    confirmTwoFactorSetup(input: $input) {\n      recoveryCodes\n      user {\n        id\n        twoFactorEnabled\n        recoveryCodesLeft\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TwoFactorSection_Confirm($input: TwoFactorCodeInput!) {\n    confirmTwoFactorSetup(input: $input) {\n      recoveryCodes\n      user {\n        id\n        twoFactorEnabled\n        recoveryCodesLeft\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TwoFactorSection_Disable($input: PasswordConfirmationInput!) {\n    disableTwoFactor(input: $input) {\n      user {\n        id\n        twoFactorEnabled\n        recoveryCodesLeft\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TwoFactorSection_Disable($input: PasswordConfirmationInput!) {\n    disableTwoFactor(input: $input) {\n      user {\n        id\n        twoFactorEnabled\n        recoveryCodesLeft\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TwoFactorSection_RegenerateRecoveryCodes($input: PasswordConfirmationInput!) {\n    regenerateRecoveryCodes(input: $input) {\n      recoveryCodes\n      user {\n        id\n        recoveryCodesLeft\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TwoFactorSection_RegenerateRecoveryCodes($input: PasswordConfirmationInput!) {\n    regenerateRecoveryCodes(input: $input) {\n      recoveryCodes\n      user {\n        id\n        recoveryCodesLeft\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TwoFactorSection_Requirement {\n    businessSettings {\n      id\n      requireAdminTwoFactor\n    }\n  }\n"): (typeof documents)["\n  query TwoFactorSection_Requirement {\n    businessSettings {\n      id\n      requireAdminTwoFactor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TwoFactorSection_SetRequirement($input: SetAdminTwoFactorRequirementInput!) {\n    setAdminTwoFactorRequirement(input: $input) {\n      settings {\n        id\n        requireAdminTwoFactor\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TwoFactorSection_SetRequirement($input: SetAdminTwoFactorRequirementInput!) {\n    setAdminTwoFactorRequirement(input: $input) {\n      settings {\n        id\n        requireAdminTwoFactor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ActivityEventItem_event on AuditEvent {\n    id\n    occurredAt\n    action\n    summary\n    ip\n    actor {\n      kind\n      name\n    }\n    object {\n      id\n      type\n      title\n      label\n    }\n    changes {\n      field\n      label\n      fromText\n      toText\n      redacted\n    }\n  }\n"): (typeof documents)["\n  fragment ActivityEventItem_event on AuditEvent {\n    id\n    occurredAt\n    action\n    summary\n    ip\n    actor {\n      kind\n      name\n    }\n    object {\n      id\n      type\n      title\n      label\n    }\n    changes {\n      field\n      label\n      fromText\n      toText\n      redacted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActivityPage_Query(\n    $first: Int!\n    $after: String\n    $actor: ID\n    $object: ID\n    $objectType: String\n    $from: LocalDate\n    $to: LocalDate\n  ) {\n    auditEvents(first: $first, after: $after, actor: $actor, object: $object, objectType: $objectType, from: $from, to: $to) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          object {\n            id\n            title\n            label\n          }\n          ...ActivityEventItem_event\n        }\n      }\n    }\n    auditActors {\n      id\n      kind\n      name\n    }\n    auditObjectTypes {\n      name\n      title\n    }\n  }\n"): (typeof documents)["\n  query ActivityPage_Query(\n    $first: Int!\n    $after: String\n    $actor: ID\n    $object: ID\n    $objectType: String\n    $from: LocalDate\n    $to: LocalDate\n  ) {\n    auditEvents(first: $first, after: $after, actor: $actor, object: $object, objectType: $objectType, from: $from, to: $to) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          object {\n            id\n            title\n            label\n          }\n          ...ActivityEventItem_event\n        }\n      }\n    }\n    auditActors {\n      id\n      kind\n      name\n    }\n    auditObjectTypes {\n      name\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CalendarEvent_visit on CalendarVisit {\n    id\n    date\n    timeSlot\n    startTime\n    service\n    clientName\n    status\n    statusReason\n    helperCount\n    helpers {\n      id\n      user {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment CalendarEvent_visit on CalendarVisit {\n    id\n    date\n    timeSlot\n    startTime\n    service\n    clientName\n    status\n    statusReason\n    helperCount\n    helpers {\n      id\n      user {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CalendarPage_Query($from: LocalDate!, $to: LocalDate!, $first: Int!, $after: String) {\n    visits(from: $from, to: $to, first: $first, after: $after) {\n      edges {\n        node {\n          id\n          ...CalendarEvent_visit\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n    closuresBetween(from: $from, to: $to) {\n      id\n      startDate\n      endDate\n      reason\n    }\n  }\n"): (typeof documents)["\n  query CalendarPage_Query($from: LocalDate!, $to: LocalDate!, $first: Int!, $after: String) {\n    visits(from: $from, to: $to, first: $first, after: $after) {\n      edges {\n        node {\n          id\n          ...CalendarEvent_visit\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n    closuresBetween(from: $from, to: $to) {\n      id\n      startDate\n      endDate\n      reason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VisitDetailsDialog_Query($id: ID!) {\n    node(id: $id) {\n      __typename\n      id\n      ... on Visit {\n        date\n        timeSlot\n        startTime\n        status\n        statusReason\n        service\n        address\n        completedBy {\n          id\n          name\n        }\n        ...AssignedHelpers_visit\n        ...VisitHistory_visit\n        request {\n          id\n          service\n          address\n          notes\n          phoneNumber\n          recurring\n          customDays {\n            ...RequestFacts_customDays @unmask\n          }\n          client {\n            id\n            displayName\n            phone\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query VisitDetailsDialog_Query($id: ID!) {\n    node(id: $id) {\n      __typename\n      id\n      ... on Visit {\n        date\n        timeSlot\n        startTime\n        status\n        statusReason\n        service\n        address\n        completedBy {\n          id\n          name\n        }\n        ...AssignedHelpers_visit\n        ...VisitHistory_visit\n        request {\n          id\n          service\n          address\n          notes\n          phoneNumber\n          recurring\n          customDays {\n            ...RequestFacts_customDays @unmask\n          }\n          client {\n            id\n            displayName\n            phone\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VisitHistory_visit on Visit {\n    history {\n      id\n      occurredAt\n      summary\n      actor {\n        name\n      }\n      changes {\n        field\n        label\n        fromText\n        toText\n        redacted\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment VisitHistory_visit on Visit {\n    history {\n      id\n      occurredAt\n      summary\n      actor {\n        name\n      }\n      changes {\n        field\n        label\n        fromText\n        toText\n        redacted\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CalendarHelperColumns_Query {\n    helpers(status: ACTIVE, first: 500) {\n      edges {\n        node {\n          id\n          databaseId\n          user {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CalendarHelperColumns_Query {\n    helpers(status: ACTIVE, first: 500) {\n      edges {\n        node {\n          id\n          databaseId\n          user {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDashboardPage_Query($pageSize: Int!) {\n    adminDashboard {\n      ...DashboardKpis_dashboard\n    }\n    pending: serviceRequests(status: PENDING, first: $pageSize) {\n      ...AdminRequestList_connection\n    }\n    approved: serviceRequests(status: ACCEPTED, first: $pageSize) {\n      ...AdminRequestList_connection\n    }\n    scheduled: serviceRequests(status: SCHEDULED, first: 1) {\n      totalCount\n    }\n    ...UnassignedVisitsCard_query\n    ...DashboardAttention_query\n  }\n"): (typeof documents)["\n  query AdminDashboardPage_Query($pageSize: Int!) {\n    adminDashboard {\n      ...DashboardKpis_dashboard\n    }\n    pending: serviceRequests(status: PENDING, first: $pageSize) {\n      ...AdminRequestList_connection\n    }\n    approved: serviceRequests(status: ACCEPTED, first: $pageSize) {\n      ...AdminRequestList_connection\n    }\n    scheduled: serviceRequests(status: SCHEDULED, first: 1) {\n      totalCount\n    }\n    ...UnassignedVisitsCard_query\n    ...DashboardAttention_query\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminRequestItem_request on ServiceRequest {\n    id\n    service\n    status\n    date\n    time\n    address\n    phoneNumber\n    notes\n    recurring\n    customDays {\n      ...RequestFacts_customDays @unmask\n    }\n    adminFeedback\n    client {\n      id\n      displayName\n    }\n  }\n"): (typeof documents)["\n  fragment AdminRequestItem_request on ServiceRequest {\n    id\n    service\n    status\n    date\n    time\n    address\n    phoneNumber\n    notes\n    recurring\n    customDays {\n      ...RequestFacts_customDays @unmask\n    }\n    adminFeedback\n    client {\n      id\n      displayName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminRequestList_connection on ServiceRequestConnection {\n    totalCount\n    edges {\n      node {\n        id\n        ...AdminRequestItem_request\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n"): (typeof documents)["\n  fragment AdminRequestList_connection on ServiceRequestConnection {\n    totalCount\n    edges {\n      node {\n        id\n        ...AdminRequestItem_request\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminRequestList_MoreQuery($status: ServiceRequestStatus!, $first: Int!, $after: String) {\n    serviceRequests(status: $status, first: $first, after: $after) {\n      ...AdminRequestList_connection\n    }\n  }\n"): (typeof documents)["\n  query AdminRequestList_MoreQuery($status: ServiceRequestStatus!, $first: Int!, $after: String) {\n    serviceRequests(status: $status, first: $first, after: $after) {\n      ...AdminRequestList_connection\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApproveDialog_Query($id: ID!) {\n    approvalPreview(id: $id) {\n      priceCents\n      durationMinutes\n      slotVisitCount\n    }\n    helpers(status: ACTIVE, first: 100) {\n      edges {\n        node {\n          id\n          databaseId\n          user {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ApproveDialog_Query($id: ID!) {\n    approvalPreview(id: $id) {\n      priceCents\n      durationMinutes\n      slotVisitCount\n    }\n    helpers(status: ACTIVE, first: 100) {\n      edges {\n        node {\n          id\n          databaseId\n          user {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChangeRequestsCard_Query {\n    visitChangeRequests(status: PENDING, first: 20) {\n      totalCount\n      edges {\n        node {\n          id\n          kind\n          note\n          clientName\n          visitDate\n          proposedDate\n          proposedTimeSlot\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ChangeRequestsCard_Query {\n    visitChangeRequests(status: PENDING, first: 20) {\n      totalCount\n      edges {\n        node {\n          id\n          kind\n          note\n          clientName\n          visitDate\n          proposedDate\n          proposedTimeSlot\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DecideVisitChange_Mutation($input: DecideVisitChangeInput!) {\n    decideVisitChange(input: $input) {\n      changeRequest {\n        id\n        status\n        decisionReason\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DecideVisitChange_Mutation($input: DecideVisitChangeInput!) {\n    decideVisitChange(input: $input) {\n      changeRequest {\n        id\n        status\n        decisionReason\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DashboardAttention_query on Query {\n    businessSettings {\n      id\n      phone\n      email\n    }\n    # The first few waiting requests; Settings lists them all.\n    roleRequests(status: PENDING, first: 5) {\n      totalCount\n      edges {\n        node {\n          id\n          ...RoleRequestItem_request\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment DashboardAttention_query on Query {\n    businessSettings {\n      id\n      phone\n      email\n    }\n    # The first few waiting requests; Settings lists them all.\n    roleRequests(status: PENDING, first: 5) {\n      totalCount\n      edges {\n        node {\n          id\n          ...RoleRequestItem_request\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DashboardKpis_dashboard on AdminDashboard {\n    month\n    monthlyRevenueCents\n    previousMonthRevenueCents\n    revenueTrendPercent\n    revenueBreakdown {\n      service\n      visitCount\n      unitPriceCents\n      totalCents\n    }\n    pendingApprovals\n    approvedJobs\n    totalRequests\n  }\n"): (typeof documents)["\n  fragment DashboardKpis_dashboard on AdminDashboard {\n    month\n    monthlyRevenueCents\n    previousMonthRevenueCents\n    revenueTrendPercent\n    revenueBreakdown {\n      service\n      visitCount\n      unitPriceCents\n      totalCents\n    }\n    pendingApprovals\n    approvedJobs\n    totalRequests\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PastVisitsCard_Query {\n    pastVisitsToConfirm(limit: 10) {\n      totalCount\n      visits {\n        id\n        ...VisitHeadline_visit @unmask\n        request {\n          id\n          recurring\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PastVisitsCard_Query {\n    pastVisitsToConfirm(limit: 10) {\n      totalCount\n      visits {\n        id\n        ...VisitHeadline_visit @unmask\n        request {\n          id\n          recurring\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UnassignedVisitsCard_query on Query {\n    unassignedVisits(days: 14, limit: 10) {\n      id\n      ...VisitHeadline_visit @unmask\n      request {\n        id\n        recurring\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment UnassignedVisitsCard_query on Query {\n    unassignedVisits(days: 14, limit: 10) {\n      id\n      ...VisitHeadline_visit @unmask\n      request {\n        id\n        recurring\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation useApproveServiceRequest_Mutation($input: ApproveServiceRequestInput!) {\n    approveServiceRequest(input: $input) {\n      serviceRequest {\n        id\n        status\n        adminFeedback\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation useApproveServiceRequest_Mutation($input: ApproveServiceRequestInput!) {\n    approveServiceRequest(input: $input) {\n      serviceRequest {\n        id\n        status\n        adminFeedback\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation useDeclineServiceRequest_Mutation($input: DeclineServiceRequestInput!) {\n    declineServiceRequest(input: $input) {\n      serviceRequest {\n        id\n        status\n        adminFeedback\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation useDeclineServiceRequest_Mutation($input: DeclineServiceRequestInput!) {\n    declineServiceRequest(input: $input) {\n      serviceRequest {\n        id\n        status\n        adminFeedback\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PayrollPage_Query($periodStart: LocalDate) {\n    payroll(periodStart: $periodStart) {\n      periodStart\n      periodEnd\n      totalPayoutCents\n      rows {\n        helper {\n          id\n        }\n        ...PayrollRow_summary\n        ...PayrollReviewDialog_summary\n      }\n    }\n  }\n"): (typeof documents)["\n  query PayrollPage_Query($periodStart: LocalDate) {\n    payroll(periodStart: $periodStart) {\n      periodStart\n      periodEnd\n      totalPayoutCents\n      rows {\n        helper {\n          id\n        }\n        ...PayrollRow_summary\n        ...PayrollReviewDialog_summary\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PayrollReviewDialog_summary on PayPeriodSummary {\n    periodStart\n    periodEnd\n    ...PayPeriodStatus_period @unmask\n    approvedAt\n    bonusNote\n    helper {\n      id\n      databaseId\n      user {\n        id\n        name\n      }\n    }\n    entries {\n      id\n      clockInAt\n      clockOutAt\n      minutes\n      adjustmentNote\n      clockInLatitude\n      clockInLongitude\n    }\n    ...PayoutBreakdown_period\n  }\n"): (typeof documents)["\n  fragment PayrollReviewDialog_summary on PayPeriodSummary {\n    periodStart\n    periodEnd\n    ...PayPeriodStatus_period @unmask\n    approvedAt\n    bonusNote\n    helper {\n      id\n      databaseId\n      user {\n        id\n        name\n      }\n    }\n    entries {\n      id\n      clockInAt\n      clockOutAt\n      minutes\n      adjustmentNote\n      clockInLatitude\n      clockInLongitude\n    }\n    ...PayoutBreakdown_period\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PayrollRow_summary on PayPeriodSummary {\n    periodStart\n    periodEnd\n    ...PayPeriodStatus_period @unmask\n    approvedMinutes\n    hourlyRateCents\n    bonusNote\n    payoutCents\n    helper {\n      id\n      databaseId\n      active\n      notes\n      user {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment PayrollRow_summary on PayPeriodSummary {\n    periodStart\n    periodEnd\n    ...PayPeriodStatus_period @unmask\n    approvedMinutes\n    hourlyRateCents\n    bonusNote\n    payoutCents\n    helper {\n      id\n      databaseId\n      active\n      notes\n      user {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment usePayrollMutations_entry on TimeEntry {\n    id\n    clockInAt\n    clockOutAt\n    minutes\n    adjustmentNote\n  }\n"): (typeof documents)["\n  fragment usePayrollMutations_entry on TimeEntry {\n    id\n    clockInAt\n    clockOutAt\n    minutes\n    adjustmentNote\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation useAdjustTimeEntry_Mutation($input: AdjustTimeEntryInput!) {\n    adjustTimeEntry(input: $input) {\n      entry {\n        ...usePayrollMutations_entry\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation useAdjustTimeEntry_Mutation($input: AdjustTimeEntryInput!) {\n    adjustTimeEntry(input: $input) {\n      entry {\n        ...usePayrollMutations_entry\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation useAddTimeEntry_Mutation($input: AddTimeEntryInput!) {\n    addTimeEntry(input: $input) {\n      entry {\n        ...usePayrollMutations_entry\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation useAddTimeEntry_Mutation($input: AddTimeEntryInput!) {\n    addTimeEntry(input: $input) {\n      entry {\n        ...usePayrollMutations_entry\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation useSetPayPeriodBonus_Mutation($input: SetPayPeriodBonusInput!) {\n    setPayPeriodBonus(input: $input) {\n      period {\n        periodStart\n        bonusCents\n        bonusNote\n        payoutCents\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation useSetPayPeriodBonus_Mutation($input: SetPayPeriodBonusInput!) {\n    setPayPeriodBonus(input: $input) {\n      period {\n        periodStart\n        bonusCents\n        bonusNote\n        payoutCents\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation useApprovePayPeriod_Mutation($input: PayPeriodInput!) {\n    approvePayPeriod(input: $input) {\n      period {\n        periodStart\n        approved\n        approvedMinutes\n        payoutCents\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation useApprovePayPeriod_Mutation($input: PayPeriodInput!) {\n    approvePayPeriod(input: $input) {\n      period {\n        periodStart\n        approved\n        approvedMinutes\n        payoutCents\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApiTokenRow_token on ApiToken {\n    id\n    name\n    prefix\n    readOnly\n    createdAt\n    lastUsedAt\n    revokedAt\n  }\n"): (typeof documents)["\n  fragment ApiTokenRow_token on ApiToken {\n    id\n    name\n    prefix\n    readOnly\n    createdAt\n    lastUsedAt\n    revokedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BusinessProfileForm_settings on BusinessSettings {\n    businessName\n    phone\n    email\n    address\n    paymentInstructions\n    payPeriodDays\n  }\n"): (typeof documents)["\n  fragment BusinessProfileForm_settings on BusinessSettings {\n    businessName\n    phone\n    email\n    address\n    paymentInstructions\n    payPeriodDays\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GalleryEditor_photo on GalleryPhoto {\n    id\n    url\n    caption\n    position\n    sizeBytes\n  }\n"): (typeof documents)["\n  fragment GalleryEditor_photo on GalleryPhoto {\n    id\n    url\n    caption\n    position\n    sizeBytes\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PricesForm_settings on BusinessSettings {\n    servicePrices {\n      service\n      priceCents\n    }\n    defaultTaxRateBasisPoints\n  }\n"): (typeof documents)["\n  fragment PricesForm_settings on BusinessSettings {\n    servicePrices {\n      service\n      priceCents\n    }\n    defaultTaxRateBasisPoints\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ScheduleSettingsSection_Query {\n    businessSettings {\n      id\n      changeCutoffHours\n      autoApproveSkips\n    }\n    closures {\n      id\n      startDate\n      endDate\n      reason\n    }\n  }\n"): (typeof documents)["\n  query ScheduleSettingsSection_Query {\n    businessSettings {\n      id\n      changeCutoffHours\n      autoApproveSkips\n    }\n    closures {\n      id\n      startDate\n      endDate\n      reason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ScheduleSettingsSection_Preview($startDate: LocalDate!, $endDate: LocalDate!) {\n    closurePreview(startDate: $startDate, endDate: $endDate) {\n      proposedDate\n      visit {\n        id\n        date\n        timeSlot\n        clientName\n      }\n    }\n  }\n"): (typeof documents)["\n  query ScheduleSettingsSection_Preview($startDate: LocalDate!, $endDate: LocalDate!) {\n    closurePreview(startDate: $startDate, endDate: $endDate) {\n      proposedDate\n      visit {\n        id\n        date\n        timeSlot\n        clientName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ScheduleSettingsSection_UpdateRules($input: UpdateBusinessSettingsInput!) {\n    updateBusinessSettings(input: $input) {\n      settings {\n        id\n        changeCutoffHours\n        autoApproveSkips\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ScheduleSettingsSection_UpdateRules($input: UpdateBusinessSettingsInput!) {\n    updateBusinessSettings(input: $input) {\n      settings {\n        id\n        changeCutoffHours\n        autoApproveSkips\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ScheduleSettingsSection_CreateClosure($input: CreateClosureInput!) {\n    createClosure(input: $input) {\n      affectedVisits\n      visitsNeedingHelpers\n      closure {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ScheduleSettingsSection_CreateClosure($input: CreateClosureInput!) {\n    createClosure(input: $input) {\n      affectedVisits\n      visitsNeedingHelpers\n      closure {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ScheduleSettingsSection_DeleteClosure($input: DeleteClosureInput!) {\n    deleteClosure(input: $input) {\n      deletedClosureId\n    }\n  }\n"): (typeof documents)["\n  mutation ScheduleSettingsSection_DeleteClosure($input: DeleteClosureInput!) {\n    deleteClosure(input: $input) {\n      deletedClosureId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ServicesEditor_service on PublicService {\n    id\n    title\n    description\n    features\n    color\n    popular\n    position\n  }\n"): (typeof documents)["\n  fragment ServicesEditor_service on PublicService {\n    id\n    title\n    description\n    features\n    color\n    popular\n    position\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SettingsPage_Query($pendingFirst: Int!) {\n    businessSettings {\n      id\n      ...BusinessProfileForm_settings\n      ...PricesForm_settings\n    }\n    publicSite {\n      services {\n        id\n        ...ServicesEditor_service\n        ...ServiceCard_service\n      }\n      testimonials {\n        id\n        ...TestimonialsEditor_testimonial\n        ...TestimonialCard_testimonial\n      }\n      galleryPhotos {\n        id\n        url\n        caption\n        ...GalleryEditor_photo\n        ...GalleryItem_photo\n      }\n    }\n    roleRequests(status: PENDING, first: $pendingFirst) {\n      totalCount\n      edges {\n        node {\n          id\n          ...RoleRequestItem_request\n        }\n      }\n    }\n    apiTokens {\n      id\n      ...ApiTokenRow_token\n    }\n  }\n"): (typeof documents)["\n  query SettingsPage_Query($pendingFirst: Int!) {\n    businessSettings {\n      id\n      ...BusinessProfileForm_settings\n      ...PricesForm_settings\n    }\n    publicSite {\n      services {\n        id\n        ...ServicesEditor_service\n        ...ServiceCard_service\n      }\n      testimonials {\n        id\n        ...TestimonialsEditor_testimonial\n        ...TestimonialCard_testimonial\n      }\n      galleryPhotos {\n        id\n        url\n        caption\n        ...GalleryEditor_photo\n        ...GalleryItem_photo\n      }\n    }\n    roleRequests(status: PENDING, first: $pendingFirst) {\n      totalCount\n      edges {\n        node {\n          id\n          ...RoleRequestItem_request\n        }\n      }\n    }\n    apiTokens {\n      id\n      ...ApiTokenRow_token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TestimonialsEditor_testimonial on Testimonial {\n    id\n    name\n    text\n    rating\n    yearsOfService\n    position\n  }\n"): (typeof documents)["\n  fragment TestimonialsEditor_testimonial on Testimonial {\n    id\n    name\n    text\n    rating\n    yearsOfService\n    position\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApiTokensSection_CreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      token\n      apiToken {\n        id\n        ...ApiTokenRow_token\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ApiTokensSection_CreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      token\n      apiToken {\n        id\n        ...ApiTokenRow_token\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApiTokensSection_RevokeApiToken($input: RevokeApiTokenInput!) {\n    revokeApiToken(input: $input) {\n      apiToken {\n        id\n        revokedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ApiTokensSection_RevokeApiToken($input: RevokeApiTokenInput!) {\n    revokeApiToken(input: $input) {\n      apiToken {\n        id\n        revokedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ServicesEditor_SavePublicService($input: SavePublicServiceInput!) {\n    savePublicService(input: $input) {\n      service {\n        id\n        ...ServicesEditor_service\n        ...ServiceCard_service\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ServicesEditor_SavePublicService($input: SavePublicServiceInput!) {\n    savePublicService(input: $input) {\n      service {\n        id\n        ...ServicesEditor_service\n        ...ServiceCard_service\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ServicesEditor_DeletePublicService($input: DeletePublicContentInput!) {\n    deletePublicService(input: $input) {\n      deletedId\n    }\n  }\n"): (typeof documents)["\n  mutation ServicesEditor_DeletePublicService($input: DeletePublicContentInput!) {\n    deletePublicService(input: $input) {\n      deletedId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestimonialsEditor_SaveTestimonial($input: SaveTestimonialInput!) {\n    saveTestimonial(input: $input) {\n      testimonial {\n        id\n        ...TestimonialsEditor_testimonial\n        ...TestimonialCard_testimonial\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TestimonialsEditor_SaveTestimonial($input: SaveTestimonialInput!) {\n    saveTestimonial(input: $input) {\n      testimonial {\n        id\n        ...TestimonialsEditor_testimonial\n        ...TestimonialCard_testimonial\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestimonialsEditor_DeleteTestimonial($input: DeletePublicContentInput!) {\n    deleteTestimonial(input: $input) {\n      deletedId\n    }\n  }\n"): (typeof documents)["\n  mutation TestimonialsEditor_DeleteTestimonial($input: DeletePublicContentInput!) {\n    deleteTestimonial(input: $input) {\n      deletedId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GalleryEditor_UpdateGalleryPhoto($input: UpdateGalleryPhotoInput!) {\n    updateGalleryPhoto(input: $input) {\n      photo {\n        id\n        ...GalleryEditor_photo\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation GalleryEditor_UpdateGalleryPhoto($input: UpdateGalleryPhotoInput!) {\n    updateGalleryPhoto(input: $input) {\n      photo {\n        id\n        ...GalleryEditor_photo\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GalleryEditor_DeleteGalleryPhoto($input: DeletePublicContentInput!) {\n    deleteGalleryPhoto(input: $input) {\n      deletedId\n    }\n  }\n"): (typeof documents)["\n  mutation GalleryEditor_DeleteGalleryPhoto($input: DeletePublicContentInput!) {\n    deleteGalleryPhoto(input: $input) {\n      deletedId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SettingsPage_UpdateBusinessSettings($input: UpdateBusinessSettingsInput!) {\n    updateBusinessSettings(input: $input) {\n      settings {\n        id\n        businessName\n        phone\n        email\n        address\n        ...BusinessProfileForm_settings\n        ...PricesForm_settings\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SettingsPage_UpdateBusinessSettings($input: UpdateBusinessSettingsInput!) {\n    updateBusinessSettings(input: $input) {\n      settings {\n        id\n        businessName\n        phone\n        email\n        address\n        ...BusinessProfileForm_settings\n        ...PricesForm_settings\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FirstRunSetup_CompleteStep($input: CompleteSetupStepInput!) {\n    completeSetupStep(input: $input) {\n      setupStatus {\n        needed\n        steps {\n          step\n          done\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation FirstRunSetup_CompleteStep($input: CompleteSetupStepInput!) {\n    completeSetupStep(input: $input) {\n      setupStatus {\n        needed\n        steps {\n          step\n          done\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FirstRunSetup_SaveSettings($input: UpdateBusinessSettingsInput!) {\n    updateBusinessSettings(input: $input) {\n      settings {\n        id\n        businessName\n        phone\n        email\n        address\n        defaultTaxRateBasisPoints\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation FirstRunSetup_SaveSettings($input: UpdateBusinessSettingsInput!) {\n    updateBusinessSettings(input: $input) {\n      settings {\n        id\n        businessName\n        phone\n        email\n        address\n        defaultTaxRateBasisPoints\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FirstRunSetup_Status {\n    setupStatus {\n      needed\n      steps {\n        step\n        done\n      }\n    }\n    businessSettings {\n      id\n      businessName\n      phone\n      email\n      address\n      defaultTaxRateBasisPoints\n    }\n  }\n"): (typeof documents)["\n  query FirstRunSetup_Status {\n    setupStatus {\n      needed\n      steps {\n        step\n        done\n      }\n    }\n    businessSettings {\n      id\n      businessName\n      phone\n      email\n      address\n      defaultTaxRateBasisPoints\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ForgotPasswordPage_RequestReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ForgotPasswordPage_RequestReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileSetupPage_viewer on User {\n    id\n    role\n    firstName\n    lastName\n  }\n"): (typeof documents)["\n  fragment ProfileSetupPage_viewer on User {\n    id\n    role\n    firstName\n    lastName\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProfileSetupPage_CompleteProfile($input: CompleteProfileInput!) {\n    completeProfile(input: $input) {\n      user {\n        id\n        needsProfileSetup\n        displayName\n        phone\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ProfileSetupPage_CompleteProfile($input: CompleteProfileInput!) {\n    completeProfile(input: $input) {\n      user {\n        id\n        needsProfileSetup\n        displayName\n        phone\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPasswordPage_Reset($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      reset\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPasswordPage_Reset($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      reset\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignInPage_SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      nextStep\n      user {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignInPage_SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      nextStep\n      user {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUpPage_SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SignUpPage_SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TwoFactorCodeStep_Verify($input: TwoFactorCodeInput!) {\n    verifyTwoFactorSignIn(input: $input) {\n      usedRecoveryCode\n      recoveryCodesLeft\n      user {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TwoFactorCodeStep_Verify($input: TwoFactorCodeInput!) {\n    verifyTwoFactorSignIn(input: $input) {\n      usedRecoveryCode\n      recoveryCodesLeft\n      user {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TwoFactorSetupStep_Begin {\n    beginSignInTwoFactorSetup {\n      secret\n      qrCodeDataUrl\n    }\n  }\n"): (typeof documents)["\n  mutation TwoFactorSetupStep_Begin {\n    beginSignInTwoFactorSetup {\n      secret\n      qrCodeDataUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TwoFactorSetupStep_Confirm($input: TwoFactorCodeInput!) {\n    confirmSignInTwoFactorSetup(input: $input) {\n      recoveryCodes\n      user {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TwoFactorSetupStep_Confirm($input: TwoFactorCodeInput!) {\n    confirmSignInTwoFactorSetup(input: $input) {\n      recoveryCodes\n      user {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyEmailPage_Verify($input: VerifyEmailInput!) {\n    verifyEmail(input: $input) {\n      verified\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyEmailPage_Verify($input: VerifyEmailInput!) {\n    verifyEmail(input: $input) {\n      verified\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClientInvoiceCard_invoice on Invoice {\n    id\n    ...InvoiceSummary_invoice @unmask\n    paidAt\n  }\n"): (typeof documents)["\n  fragment ClientInvoiceCard_invoice on Invoice {\n    id\n    ...InvoiceSummary_invoice @unmask\n    paidAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientInvoicesPage_Query($first: Int!, $after: String) {\n    viewer {\n      id\n      role\n    }\n    invoices(first: $first, after: $after) {\n      totalCount\n      edges {\n        node {\n          id\n          totalCents\n          effectiveStatus\n          ...ClientInvoiceCard_invoice\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query ClientInvoicesPage_Query($first: Int!, $after: String) {\n    viewer {\n      id\n      role\n    }\n    invoices(first: $first, after: $after) {\n      totalCount\n      edges {\n        node {\n          id\n          totalCents\n          effectiveStatus\n          ...ClientInvoiceCard_invoice\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClientFormDialog_client on Client {\n    id\n    displayName\n    phone\n    email\n    address\n    notes\n    user {\n      id\n      email\n    }\n  }\n"): (typeof documents)["\n  fragment ClientFormDialog_client on Client {\n    id\n    displayName\n    phone\n    email\n    address\n    notes\n    user {\n      id\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClientRow_client on Client {\n    id\n    displayName\n    phone\n    email\n    active\n    createdAt\n    user {\n      id\n      email\n    }\n    ...ClientFormDialog_client\n  }\n"): (typeof documents)["\n  fragment ClientRow_client on Client {\n    id\n    displayName\n    phone\n    email\n    active\n    createdAt\n    user {\n      id\n      email\n    }\n    ...ClientFormDialog_client\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientsPage_Query($search: String, $status: ActiveStatusFilter!, $first: Int!, $after: String) {\n    clients(search: $search, status: $status, first: $first, after: $after) {\n      edges {\n        node {\n          id\n          ...ClientRow_client\n        }\n      }\n      pageInfo {\n        ...Paging_pageInfo @unmask\n      }\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query ClientsPage_Query($search: String, $status: ActiveStatusFilter!, $first: Int!, $after: String) {\n    clients(search: $search, status: $status, first: $first, after: $after) {\n      edges {\n        node {\n          id\n          ...ClientRow_client\n        }\n      }\n      pageInfo {\n        ...Paging_pageInfo @unmask\n      }\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClientsPage_CreateClient($input: CreateClientInput!) {\n    createClient(input: $input) {\n      client {\n        id\n        ...ClientRow_client\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ClientsPage_CreateClient($input: CreateClientInput!) {\n    createClient(input: $input) {\n      client {\n        id\n        ...ClientRow_client\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClientFormDialog_UpdateClient($input: UpdateClientInput!) {\n    updateClient(input: $input) {\n      client {\n        id\n        ...ClientRow_client\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ClientFormDialog_UpdateClient($input: UpdateClientInput!) {\n    updateClient(input: $input) {\n      client {\n        id\n        ...ClientRow_client\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClientRow_DeactivateClient($input: DeactivateClientInput!) {\n    deactivateClient(input: $input) {\n      client {\n        id\n        active\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ClientRow_DeactivateClient($input: DeactivateClientInput!) {\n    deactivateClient(input: $input) {\n      client {\n        id\n        active\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClientRow_ReactivateClient($input: ReactivateClientInput!) {\n    reactivateClient(input: $input) {\n      client {\n        id\n        active\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ClientRow_ReactivateClient($input: ReactivateClientInput!) {\n    reactivateClient(input: $input) {\n      client {\n        id\n        active\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClientFormDialog_LinkClientAccount($input: LinkClientAccountInput!) {\n    linkClientAccount(input: $input) {\n      client {\n        id\n        email\n        user {\n          id\n          email\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ClientFormDialog_LinkClientAccount($input: LinkClientAccountInput!) {\n    linkClientAccount(input: $input) {\n      client {\n        id\n        email\n        user {\n          id\n          email\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClockCard_entry on TimeEntry {\n    id\n    clockInAt\n    clockInLatitude\n    clockInLongitude\n  }\n"): (typeof documents)["\n  fragment ClockCard_entry on TimeEntry {\n    id\n    clockInAt\n    clockInLatitude\n    clockInLongitude\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment JobCard_visit on Visit {\n    id\n    ...VisitHeadline_visit @unmask\n    startedAt\n    completedAt\n    request {\n      id\n      address\n      notes\n      phoneNumber\n    }\n  }\n"): (typeof documents)["\n  fragment JobCard_visit on Visit {\n    id\n    ...VisitHeadline_visit @unmask\n    startedAt\n    completedAt\n    request {\n      id\n      address\n      notes\n      phoneNumber\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyJobsPage_Query($from: LocalDate!, $to: LocalDate!) {\n    myJobs(from: $from, to: $to) {\n      id\n      date\n      status\n      ...JobCard_visit\n    }\n  }\n"): (typeof documents)["\n  query MyJobsPage_Query($from: LocalDate!, $to: LocalDate!) {\n    myJobs(from: $from, to: $to) {\n      id\n      date\n      status\n      ...JobCard_visit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PayPeriodCard_period on PayPeriodSummary {\n    periodStart\n    periodEnd\n    ...PayPeriodStatus_period @unmask\n    approvedAt\n    ...PayoutBreakdown_period\n  }\n"): (typeof documents)["\n  fragment PayPeriodCard_period on PayPeriodSummary {\n    periodStart\n    periodEnd\n    ...PayPeriodStatus_period @unmask\n    approvedAt\n    ...PayoutBreakdown_period\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PayoutSummaryCard_period on PayPeriodSummary {\n    periodStart\n    periodEnd\n    ...PayPeriodStatus_period @unmask\n    approvedMinutes\n    hourlyRateCents\n    payoutCents\n    ...PayoutBreakdown_period\n  }\n"): (typeof documents)["\n  fragment PayoutSummaryCard_period on PayPeriodSummary {\n    periodStart\n    periodEnd\n    ...PayPeriodStatus_period @unmask\n    approvedMinutes\n    hourlyRateCents\n    payoutCents\n    ...PayoutBreakdown_period\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PayoutsPage_Query($count: Int!) {\n    myPayPeriods(count: $count) {\n      periodStart\n      periodEnd\n      approved\n      approvedMinutes\n      workedMinutes\n      bonusCents\n      payoutCents\n      openEntries\n      ...PayPeriodCard_period\n    }\n  }\n"): (typeof documents)["\n  query PayoutsPage_Query($count: Int!) {\n    myPayPeriods(count: $count) {\n      periodStart\n      periodEnd\n      approved\n      approvedMinutes\n      workedMinutes\n      bonusCents\n      payoutCents\n      openEntries\n      ...PayPeriodCard_period\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TodayPage_Query {\n    todaysJobs {\n      id\n      status\n      ...JobCard_visit\n    }\n    myClock {\n      id\n      ...ClockCard_entry\n    }\n    myPayPeriods(count: 2) {\n      periodStart\n      ...PayoutSummaryCard_period\n    }\n  }\n"): (typeof documents)["\n  query TodayPage_Query {\n    todaysJobs {\n      id\n      status\n      ...JobCard_visit\n    }\n    myClock {\n      id\n      ...ClockCard_entry\n    }\n    myPayPeriods(count: 2) {\n      periodStart\n      ...PayoutSummaryCard_period\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation useClockIn_Mutation($input: ClockInput) {\n    clockIn(input: $input) {\n      entry {\n        id\n        clockInAt\n        ...ClockCard_entry\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation useClockIn_Mutation($input: ClockInput) {\n    clockIn(input: $input) {\n      entry {\n        id\n        clockInAt\n        ...ClockCard_entry\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation useClockOut_Mutation($input: ClockInput) {\n    clockOut(input: $input) {\n      entry {\n        id\n        clockInAt\n        clockOutAt\n        minutes\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation useClockOut_Mutation($input: ClockInput) {\n    clockOut(input: $input) {\n      entry {\n        id\n        clockInAt\n        clockOutAt\n        minutes\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation useStartVisit_Mutation($input: VisitIdInput!) {\n    startVisit(input: $input) {\n      visit {\n        id\n        status\n        startedAt\n        completedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation useStartVisit_Mutation($input: VisitIdInput!) {\n    startVisit(input: $input) {\n      visit {\n        id\n        status\n        startedAt\n        completedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation useCompleteVisit_Mutation($input: VisitIdInput!) {\n    completeVisit(input: $input) {\n      visit {\n        id\n        status\n        startedAt\n        completedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation useCompleteVisit_Mutation($input: VisitIdInput!) {\n    completeVisit(input: $input) {\n      visit {\n        id\n        status\n        startedAt\n        completedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HelperFormDialog_helper on Helper {\n    id\n    databaseId\n    phone\n    hourlyRateCents\n    maxHoursPerWeek\n    notes\n    user {\n      id\n      email\n    }\n  }\n"): (typeof documents)["\n  fragment HelperFormDialog_helper on Helper {\n    id\n    databaseId\n    phone\n    hourlyRateCents\n    maxHoursPerWeek\n    notes\n    user {\n      id\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HelperRow_helper on Helper {\n    id\n    databaseId\n    phone\n    hourlyRateCents\n    maxHoursPerWeek\n    active\n    createdAt\n    user {\n      id\n      name\n    }\n    ...HelperFormDialog_helper\n  }\n"): (typeof documents)["\n  fragment HelperRow_helper on Helper {\n    id\n    databaseId\n    phone\n    hourlyRateCents\n    maxHoursPerWeek\n    active\n    createdAt\n    user {\n      id\n      name\n    }\n    ...HelperFormDialog_helper\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HelpersPage_Query($search: String, $status: ActiveStatusFilter!, $first: Int!, $after: String) {\n    helpers(search: $search, status: $status, first: $first, after: $after) {\n      edges {\n        node {\n          id\n          ...HelperRow_helper\n        }\n      }\n      pageInfo {\n        ...Paging_pageInfo @unmask\n      }\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query HelpersPage_Query($search: String, $status: ActiveStatusFilter!, $first: Int!, $after: String) {\n    helpers(search: $search, status: $status, first: $first, after: $after) {\n      edges {\n        node {\n          id\n          ...HelperRow_helper\n        }\n      }\n      pageInfo {\n        ...Paging_pageInfo @unmask\n      }\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HelpersPage_CreateHelper($input: CreateHelperInput!) {\n    createHelper(input: $input) {\n      helper {\n        id\n        ...HelperRow_helper\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation HelpersPage_CreateHelper($input: CreateHelperInput!) {\n    createHelper(input: $input) {\n      helper {\n        id\n        ...HelperRow_helper\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HelperFormDialog_UpdateHelper($input: UpdateHelperInput!) {\n    updateHelper(input: $input) {\n      helper {\n        id\n        ...HelperRow_helper\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation HelperFormDialog_UpdateHelper($input: UpdateHelperInput!) {\n    updateHelper(input: $input) {\n      helper {\n        id\n        ...HelperRow_helper\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HelperRow_DeactivateHelper($input: DeactivateHelperInput!) {\n    deactivateHelper(input: $input) {\n      helper {\n        id\n        active\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation HelperRow_DeactivateHelper($input: DeactivateHelperInput!) {\n    deactivateHelper(input: $input) {\n      helper {\n        id\n        active\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HelperRow_ReactivateHelper($input: ReactivateHelperInput!) {\n    reactivateHelper(input: $input) {\n      helper {\n        id\n        active\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation HelperRow_ReactivateHelper($input: ReactivateHelperInput!) {\n    reactivateHelper(input: $input) {\n      helper {\n        id\n        active\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HelperFormDialog_LinkHelperAccount($input: LinkHelperAccountInput!) {\n    linkHelperAccount(input: $input) {\n      helper {\n        id\n        user {\n          id\n          name\n          email\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation HelperFormDialog_LinkHelperAccount($input: LinkHelperAccountInput!) {\n    linkHelperAccount(input: $input) {\n      helper {\n        id\n        user {\n          id\n          name\n          email\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InvoiceDocument_invoice on Invoice {\n    id\n    invoiceNumber\n    issueDate\n    dueDate\n    subtotalCents\n    taxAmountCents\n    totalCents\n    effectiveStatus\n    notes\n    paidAt\n    client {\n      id\n      displayName\n      address\n      phone\n    }\n    items {\n      id\n      description\n      quantity\n      unitPriceCents\n      amountCents\n    }\n  }\n"): (typeof documents)["\n  fragment InvoiceDocument_invoice on Invoice {\n    id\n    invoiceNumber\n    issueDate\n    dueDate\n    subtotalCents\n    taxAmountCents\n    totalCents\n    effectiveStatus\n    notes\n    paidAt\n    client {\n      id\n      displayName\n      address\n      phone\n    }\n    items {\n      id\n      description\n      quantity\n      unitPriceCents\n      amountCents\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InvoiceDocument_business on BusinessProfile {\n    businessName\n    phone\n    email\n    address\n    paymentInstructions\n  }\n"): (typeof documents)["\n  fragment InvoiceDocument_business on BusinessProfile {\n    businessName\n    phone\n    email\n    address\n    paymentInstructions\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InvoiceFormDialog_invoice on Invoice {\n    id\n    invoiceNumber\n    issueDate\n    dueDate\n    subtotalCents\n    taxAmountCents\n    status\n    notes\n    paidAt\n    client {\n      id\n      displayName\n    }\n    items {\n      id\n      description\n      quantity\n      unitPriceCents\n    }\n  }\n"): (typeof documents)["\n  fragment InvoiceFormDialog_invoice on Invoice {\n    id\n    invoiceNumber\n    issueDate\n    dueDate\n    subtotalCents\n    taxAmountCents\n    status\n    notes\n    paidAt\n    client {\n      id\n      displayName\n    }\n    items {\n      id\n      description\n      quantity\n      unitPriceCents\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InvoiceFromRequestDialog_Query {\n    accepted: serviceRequests(status: ACCEPTED, first: 200) {\n      edges {\n        node {\n          ...InvoiceFromRequestDialog_request\n        }\n      }\n    }\n    scheduled: serviceRequests(status: SCHEDULED, first: 200) {\n      edges {\n        node {\n          ...InvoiceFromRequestDialog_request\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query InvoiceFromRequestDialog_Query {\n    accepted: serviceRequests(status: ACCEPTED, first: 200) {\n      edges {\n        node {\n          ...InvoiceFromRequestDialog_request\n        }\n      }\n    }\n    scheduled: serviceRequests(status: SCHEDULED, first: 200) {\n      edges {\n        node {\n          ...InvoiceFromRequestDialog_request\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InvoiceFromRequestDialog_request on ServiceRequest {\n    id\n    date\n    service\n    recurring\n    client {\n      id\n      displayName\n    }\n  }\n"): (typeof documents)["\n  fragment InvoiceFromRequestDialog_request on ServiceRequest {\n    id\n    date\n    service\n    recurring\n    client {\n      id\n      displayName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InvoicePrintPage_Query($id: ID!) {\n    viewer {\n      id\n      role\n    }\n    invoice(id: $id) {\n      id\n      invoiceNumber\n      ...InvoiceDocument_invoice\n    }\n    businessProfile {\n      ...InvoiceDocument_business\n    }\n  }\n"): (typeof documents)["\n  query InvoicePrintPage_Query($id: ID!) {\n    viewer {\n      id\n      role\n    }\n    invoice(id: $id) {\n      id\n      invoiceNumber\n      ...InvoiceDocument_invoice\n    }\n    businessProfile {\n      ...InvoiceDocument_business\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InvoiceRow_invoice on Invoice {\n    id\n    ...InvoiceSummary_invoice @unmask\n    client {\n      id\n      displayName\n    }\n    ...InvoiceFormDialog_invoice\n  }\n"): (typeof documents)["\n  fragment InvoiceRow_invoice on Invoice {\n    id\n    ...InvoiceSummary_invoice @unmask\n    client {\n      id\n      displayName\n    }\n    ...InvoiceFormDialog_invoice\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InvoicesPage_Query($search: String, $status: InvoiceStatus, $first: Int!, $after: String) {\n    invoices(search: $search, status: $status, first: $first, after: $after) {\n      totalCount\n      edges {\n        node {\n          id\n          ...InvoiceRow_invoice\n          ...InvoiceFormDialog_invoice\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n    businessProfile {\n      defaultTaxRateBasisPoints\n    }\n  }\n"): (typeof documents)["\n  query InvoicesPage_Query($search: String, $status: InvoiceStatus, $first: Int!, $after: String) {\n    invoices(search: $search, status: $status, first: $first, after: $after) {\n      totalCount\n      edges {\n        node {\n          id\n          ...InvoiceRow_invoice\n          ...InvoiceFormDialog_invoice\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n    businessProfile {\n      defaultTaxRateBasisPoints\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateInvoice($input: CreateInvoiceInput!) {\n    createInvoice(input: $input) {\n      invoice {\n        id\n        ...InvoiceRow_invoice\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateInvoice($input: CreateInvoiceInput!) {\n    createInvoice(input: $input) {\n      invoice {\n        id\n        ...InvoiceRow_invoice\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateInvoiceFromRequest($input: CreateInvoiceFromRequestInput!) {\n    createInvoiceFromRequest(input: $input) {\n      invoice {\n        id\n        ...InvoiceRow_invoice\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateInvoiceFromRequest($input: CreateInvoiceFromRequestInput!) {\n    createInvoiceFromRequest(input: $input) {\n      invoice {\n        id\n        ...InvoiceRow_invoice\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteInvoice($input: DeleteInvoiceInput!) {\n    deleteInvoice(input: $input) {\n      deletedInvoiceId\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteInvoice($input: DeleteInvoiceInput!) {\n    deleteInvoice(input: $input) {\n      deletedInvoiceId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExportInvoicesCsv($search: String, $status: InvoiceStatus, $first: Int!, $after: String) {\n    invoices(search: $search, status: $status, first: $first, after: $after) {\n      edges {\n        node {\n          id\n          invoiceNumber\n          issueDate\n          dueDate\n          effectiveStatus\n          subtotalCents\n          taxAmountCents\n          totalCents\n          notes\n          client {\n            id\n            displayName\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query ExportInvoicesCsv($search: String, $status: InvoiceStatus, $first: Int!, $after: String) {\n    invoices(search: $search, status: $status, first: $first, after: $after) {\n      edges {\n        node {\n          id\n          invoiceNumber\n          issueDate\n          dueDate\n          effectiveStatus\n          subtotalCents\n          taxAmountCents\n          totalCents\n          notes\n          client {\n            id\n            displayName\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InvoiceFormDialog_Clients($search: String) {\n    billableClients(search: $search, first: 200) {\n      id\n      displayName\n    }\n  }\n"): (typeof documents)["\n  query InvoiceFormDialog_Clients($search: String) {\n    billableClients(search: $search, first: 200) {\n      id\n      displayName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateInvoice($input: UpdateInvoiceInput!) {\n    updateInvoice(input: $input) {\n      invoice {\n        id\n        ...InvoiceRow_invoice\n        ...InvoiceFormDialog_invoice\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateInvoice($input: UpdateInvoiceInput!) {\n    updateInvoice(input: $input) {\n      invoice {\n        id\n        ...InvoiceRow_invoice\n        ...InvoiceFormDialog_invoice\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InboxItem_conversation on Conversation {\n    id\n    databaseId\n    lastMessageAt\n    unreadCount\n    participant {\n      id\n      name\n      role\n    }\n    latest: messages(first: 1) {\n      edges {\n        node {\n          id\n          body\n          fromBusiness\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment InboxItem_conversation on Conversation {\n    id\n    databaseId\n    lastMessageAt\n    unreadCount\n    participant {\n      id\n      name\n      role\n    }\n    latest: messages(first: 1) {\n      edges {\n        node {\n          id\n          body\n          fromBusiness\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MessagesInbox_Query($first: Int!, $after: String) {\n    conversations(first: $first, after: $after) {\n      edges {\n        node {\n          id\n          ...InboxItem_conversation\n        }\n      }\n      pageInfo {\n        ...Paging_pageInfo @unmask\n      }\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query MessagesInbox_Query($first: Int!, $after: String) {\n    conversations(first: $first, after: $after) {\n      edges {\n        node {\n          id\n          ...InboxItem_conversation\n        }\n      }\n      pageInfo {\n        ...Paging_pageInfo @unmask\n      }\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MessageThread_message on Message {\n    id\n    body\n    createdAt\n    fromBusiness\n    senderName\n  }\n"): (typeof documents)["\n  fragment MessageThread_message on Message {\n    id\n    body\n    createdAt\n    fromBusiness\n    senderName\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SentItem_message on Message {\n    id\n    subject\n    body\n    createdAt\n    read\n    recipient {\n      id\n      name\n      role\n    }\n  }\n"): (typeof documents)["\n  fragment SentItem_message on Message {\n    id\n    subject\n    body\n    createdAt\n    read\n    recipient {\n      id\n      name\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MessagesSent_Query($first: Int!, $after: String) {\n    sentMessages(first: $first, after: $after) {\n      edges {\n        node {\n          id\n          ...SentItem_message\n        }\n      }\n      pageInfo {\n        ...Paging_pageInfo @unmask\n      }\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query MessagesSent_Query($first: Int!, $after: String) {\n    sentMessages(first: $first, after: $after) {\n      edges {\n        node {\n          id\n          ...SentItem_message\n        }\n      }\n      pageInfo {\n        ...Paging_pageInfo @unmask\n      }\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnreadMessagesBadge_Query {\n    unreadMessageCount\n  }\n"): (typeof documents)["\n  query UnreadMessagesBadge_Query {\n    unreadMessageCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConversationView_conversation on Conversation {\n    id\n    databaseId\n    unreadCount\n    participant {\n      id\n      name\n      role\n    }\n    messages(first: $first, after: $after) {\n      edges {\n        node {\n          id\n          ...MessageThread_message\n        }\n      }\n      pageInfo {\n        ...Paging_pageInfo @unmask\n      }\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  fragment ConversationView_conversation on Conversation {\n    id\n    databaseId\n    unreadCount\n    participant {\n      id\n      name\n      role\n    }\n    messages(first: $first, after: $after) {\n      edges {\n        node {\n          id\n          ...MessageThread_message\n        }\n      }\n      pageInfo {\n        ...Paging_pageInfo @unmask\n      }\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminConversation_Query($userId: ID!, $first: Int!, $after: String) {\n    conversationWithUser(userId: $userId) {\n      id\n      ...ConversationView_conversation\n    }\n  }\n"): (typeof documents)["\n  query AdminConversation_Query($userId: ID!, $first: Int!, $after: String) {\n    conversationWithUser(userId: $userId) {\n      id\n      ...ConversationView_conversation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyConversation_Query($first: Int!, $after: String) {\n    myConversation {\n      id\n      ...ConversationView_conversation\n    }\n  }\n"): (typeof documents)["\n  query MyConversation_Query($first: Int!, $after: String) {\n    myConversation {\n      id\n      ...ConversationView_conversation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConversationView_MarkRead($input: MarkConversationReadInput!) {\n    markConversationRead(input: $input) {\n      conversation {\n        id\n        unreadCount\n      }\n      unreadNotificationCount\n    }\n  }\n"): (typeof documents)["\n  mutation ConversationView_MarkRead($input: MarkConversationReadInput!) {\n    markConversationRead(input: $input) {\n      conversation {\n        id\n        unreadCount\n      }\n      unreadNotificationCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConversationView_Reply($input: ReplyToConversationInput!) {\n    replyToConversation(input: $input) {\n      message {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConversationView_Reply($input: ReplyToConversationInput!) {\n    replyToConversation(input: $input) {\n      message {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConversationView_Start($input: SendMessageInput!) {\n    sendMessage(input: $input) {\n      message {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConversationView_Start($input: SendMessageInput!) {\n    sendMessage(input: $input) {\n      message {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MyConversation_Send($input: SendMessageToBusinessInput!) {\n    sendMessageToBusiness(input: $input) {\n      message {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MyConversation_Send($input: SendMessageToBusinessInput!) {\n    sendMessageToBusiness(input: $input) {\n      message {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OutboxEmailDialog_Query($id: ID!) {\n    node(id: $id) {\n      __typename\n      id\n      ... on OutboxEmail {\n        event\n        subject\n        status\n        toAddress\n        lastError\n        html\n        text\n      }\n    }\n  }\n"): (typeof documents)["\n  query OutboxEmailDialog_Query($id: ID!) {\n    node(id: $id) {\n      __typename\n      id\n      ... on OutboxEmail {\n        event\n        subject\n        status\n        toAddress\n        lastError\n        html\n        text\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OutboxEmailRow_email on OutboxEmail {\n    id\n    event\n    subject\n    status\n    toAddress\n    attempts\n    lastError\n    createdAt\n    sentAt\n    recipientName\n  }\n"): (typeof documents)["\n  fragment OutboxEmailRow_email on OutboxEmail {\n    id\n    event\n    subject\n    status\n    toAddress\n    attempts\n    lastError\n    createdAt\n    sentAt\n    recipientName\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OutboxPage_Query($first: Int!, $after: String, $status: DeliveryStatus) {\n    outboxStatus {\n      mode\n      counts {\n        waiting\n        sent\n        kept\n        failed\n      }\n    }\n    outbox(first: $first, after: $after, status: $status) {\n      edges {\n        node {\n          id\n          ...OutboxEmailRow_email\n        }\n      }\n      pageInfo {\n        ...Paging_pageInfo @unmask\n      }\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query OutboxPage_Query($first: Int!, $after: String, $status: DeliveryStatus) {\n    outboxStatus {\n      mode\n      counts {\n        waiting\n        sent\n        kept\n        failed\n      }\n    }\n    outbox(first: $first, after: $after, status: $status) {\n      edges {\n        node {\n          id\n          ...OutboxEmailRow_email\n        }\n      }\n      pageInfo {\n        ...Paging_pageInfo @unmask\n      }\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OutboxPage_RetryEmail($input: RetryOutboxEmailInput!) {\n    retryOutboxEmail(input: $input) {\n      email {\n        id\n        ...OutboxEmailRow_email\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation OutboxPage_RetryEmail($input: RetryOutboxEmailInput!) {\n    retryOutboxEmail(input: $input) {\n      email {\n        id\n        ...OutboxEmailRow_email\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GalleryItem_photo on GalleryPhoto {\n    url\n    caption\n  }\n"): (typeof documents)["\n  fragment GalleryItem_photo on GalleryPhoto {\n    url\n    caption\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ServiceCard_service on PublicService {\n    title\n    description\n    features\n    color\n    popular\n  }\n"): (typeof documents)["\n  fragment ServiceCard_service on PublicService {\n    title\n    description\n    features\n    color\n    popular\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TestimonialCard_testimonial on Testimonial {\n    name\n    text\n    rating\n    yearsOfService\n  }\n"): (typeof documents)["\n  fragment TestimonialCard_testimonial on Testimonial {\n    name\n    text\n    rating\n    yearsOfService\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicPage_Query {\n    publicSite {\n      businessName\n      phone\n      email\n      address\n      services {\n        id\n        ...ServiceCard_service\n      }\n      testimonials {\n        id\n        ...TestimonialCard_testimonial\n      }\n      galleryPhotos {\n        id\n        url\n        caption\n        ...GalleryItem_photo\n      }\n    }\n  }\n"): (typeof documents)["\n  query PublicPage_Query {\n    publicSite {\n      businessName\n      phone\n      email\n      address\n      services {\n        id\n        ...ServiceCard_service\n      }\n      testimonials {\n        id\n        ...TestimonialCard_testimonial\n      }\n      galleryPhotos {\n        id\n        url\n        caption\n        ...GalleryItem_photo\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NextCleaningCard_visit on Visit {\n    id\n    date\n    timeSlot\n    startTime\n    service\n    helperCount\n    helperFirstNames\n    request {\n      id\n      address\n    }\n  }\n"): (typeof documents)["\n  fragment NextCleaningCard_visit on Visit {\n    id\n    date\n    timeSlot\n    startTime\n    service\n    helperCount\n    helperFirstNames\n    request {\n      id\n      address\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PortalPage_Query($first: Int!, $after: String) {\n    viewer {\n      id\n      firstName\n      portalSeenAt\n    }\n    upcomingVisits(limit: 5) {\n      id\n      request {\n        id\n      }\n      ...NextCleaningCard_visit\n    }\n    serviceRequests(first: $first, after: $after) {\n      totalCount\n      edges {\n        node {\n          id\n          date\n          status\n          recurring\n          ...RequestCard_request\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query PortalPage_Query($first: Int!, $after: String) {\n    viewer {\n      id\n      firstName\n      portalSeenAt\n    }\n    upcomingVisits(limit: 5) {\n      id\n      request {\n        id\n      }\n      ...NextCleaningCard_visit\n    }\n    serviceRequests(first: $first, after: $after) {\n      totalCount\n      edges {\n        node {\n          id\n          date\n          status\n          recurring\n          ...RequestCard_request\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PortalPage_MarkPortalSeen {\n    markPortalSeen {\n      user {\n        id\n        portalSeenAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PortalPage_MarkPortalSeen {\n    markPortalSeen {\n      user {\n        id\n        portalSeenAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RequestCard_request on ServiceRequest {\n    id\n    service\n    status\n    date\n    time\n    address\n    notes\n    recurring\n    customDays {\n      ...RequestFacts_customDays @unmask\n    }\n    adminFeedback\n  }\n"): (typeof documents)["\n  fragment RequestCard_request on ServiceRequest {\n    id\n    service\n    status\n    date\n    time\n    address\n    notes\n    recurring\n    customDays {\n      ...RequestFacts_customDays @unmask\n    }\n    adminFeedback\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RequestServicePage_Query {\n    viewer {\n      id\n      role\n      client {\n        id\n        address\n        phone\n      }\n    }\n  }\n"): (typeof documents)["\n  query RequestServicePage_Query {\n    viewer {\n      id\n      role\n      client {\n        id\n        address\n        phone\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VisitChangesSection_Query {\n    upcomingVisits(limit: 20) {\n      id\n      date\n      timeSlot\n      service\n      helperCount\n      helperFirstNames\n      request {\n        id\n        recurring\n      }\n    }\n    visitChangeRequests(first: 50) {\n      edges {\n        node {\n          id\n          kind\n          status\n          note\n          visitDate\n          proposedDate\n          proposedTimeSlot\n          decisionReason\n          visit {\n            id\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query VisitChangesSection_Query {\n    upcomingVisits(limit: 20) {\n      id\n      date\n      timeSlot\n      service\n      helperCount\n      helperFirstNames\n      request {\n        id\n        recurring\n      }\n    }\n    visitChangeRequests(first: 50) {\n      edges {\n        node {\n          id\n          kind\n          status\n          note\n          visitDate\n          proposedDate\n          proposedTimeSlot\n          decisionReason\n          visit {\n            id\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VisitChangesSection_Request($input: RequestVisitChangeInput!) {\n    requestVisitChange(input: $input) {\n      changeRequest {\n        id\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation VisitChangesSection_Request($input: RequestVisitChangeInput!) {\n    requestVisitChange(input: $input) {\n      changeRequest {\n        id\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation useCreateServiceRequest_Mutation($input: CreateServiceRequestInput!) {\n    createServiceRequest(input: $input) {\n      serviceRequest {\n        id\n        status\n        date\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation useCreateServiceRequest_Mutation($input: CreateServiceRequestInput!) {\n    createServiceRequest(input: $input) {\n      serviceRequest {\n        id\n        status\n        date\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AppShell_viewer on User {\n    role\n    firstName\n    ...ShellHeader_viewer\n    ...ShellSidebar_viewer\n    ...VerifyEmailBanner_viewer\n  }\n"): (typeof documents)["\n  fragment AppShell_viewer on User {\n    role\n    firstName\n    ...ShellHeader_viewer\n    ...ShellSidebar_viewer\n    ...VerifyEmailBanner_viewer\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShellHeader_viewer on User {\n    id\n    name\n    profileImageUrl\n  }\n"): (typeof documents)["\n  fragment ShellHeader_viewer on User {\n    id\n    name\n    profileImageUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShellSidebar_viewer on User {\n    role\n  }\n"): (typeof documents)["\n  fragment ShellSidebar_viewer on User {\n    role\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VerifyEmailBanner_viewer on User {\n    email\n    emailVerified\n  }\n"): (typeof documents)["\n  fragment VerifyEmailBanner_viewer on User {\n    email\n    emailVerified\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyEmailBanner_Resend {\n    resendVerificationEmail {\n      sent\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyEmailBanner_Resend {\n    resendVerificationEmail {\n      sent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Paging_pageInfo on PageInfo {\n    hasNextPage\n    endCursor\n  }\n"): (typeof documents)["\n  fragment Paging_pageInfo on PageInfo {\n    hasNextPage\n    endCursor\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PayPeriodStatus_period on PayPeriodSummary {\n    approved\n    workedMinutes\n    openEntries\n    bonusCents\n  }\n"): (typeof documents)["\n  fragment PayPeriodStatus_period on PayPeriodSummary {\n    approved\n    workedMinutes\n    openEntries\n    bonusCents\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VisitHeadline_visit on Visit {\n    date\n    timeSlot\n    startTime\n    status\n    service\n    clientName\n  }\n"): (typeof documents)["\n  fragment VisitHeadline_visit on Visit {\n    date\n    timeSlot\n    startTime\n    status\n    service\n    clientName\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query App_Viewer {\n    signInStepOwed\n    viewer {\n      id\n      role\n      needsProfileSetup\n      ...AppShell_viewer\n      ...ProfileSetupPage_viewer\n    }\n  }\n"): (typeof documents)["\n  query App_Viewer {\n    signInStepOwed\n    viewer {\n      id\n      role\n      needsProfileSetup\n      ...AppShell_viewer\n      ...ProfileSetupPage_viewer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AssignHelpersDialog_Query($visitId: ID!, $first: Int!) {\n    node(id: $visitId) {\n      __typename\n      id\n      ... on Visit {\n        ...VisitHeadline_visit @unmask\n        request {\n          id\n          recurring\n        }\n        helpers {\n          id\n          databaseId\n          active\n          user {\n            id\n            name\n          }\n        }\n      }\n    }\n    helpers(status: ACTIVE, first: $first) {\n      edges {\n        node {\n          id\n          databaseId\n          maxHoursPerWeek\n          notes\n          user {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AssignHelpersDialog_Query($visitId: ID!, $first: Int!) {\n    node(id: $visitId) {\n      __typename\n      id\n      ... on Visit {\n        ...VisitHeadline_visit @unmask\n        request {\n          id\n          recurring\n        }\n        helpers {\n          id\n          databaseId\n          active\n          user {\n            id\n            name\n          }\n        }\n      }\n    }\n    helpers(status: ACTIVE, first: $first) {\n      edges {\n        node {\n          id\n          databaseId\n          maxHoursPerWeek\n          notes\n          user {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AssignJobHelpersButton_NextVisit($requestId: ID!) {\n    nextVisitOfRequest(requestId: $requestId) {\n      id\n    }\n  }\n"): (typeof documents)["\n  query AssignJobHelpersButton_NextVisit($requestId: ID!) {\n    nextVisitOfRequest(requestId: $requestId) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AssignedHelpers_visit on Visit {\n    id\n    helpers {\n      id\n      databaseId\n      user {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment AssignedHelpers_visit on Visit {\n    id\n    helpers {\n      id\n      databaseId\n      user {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation useAssignHelpers_Mutation($input: AssignHelpersInput!) {\n    assignHelpers(input: $input) {\n      applied\n      warnings {\n        kind\n        helperId\n        message\n      }\n      visits {\n        id\n        date\n        helperCount\n        helpers {\n          id\n          databaseId\n          user {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation useAssignHelpers_Mutation($input: AssignHelpersInput!) {\n    assignHelpers(input: $input) {\n      applied\n      warnings {\n        kind\n        helperId\n        message\n      }\n      visits {\n        id\n        date\n        helperCount\n        helpers {\n          id\n          databaseId\n          user {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientImportPanel_Preview(\n    $uploadId: ID!\n    $mapping: [ClientImportColumnInput!]\n    $decisions: [ClientImportDecisionInput!]\n  ) {\n    previewClientImport(uploadId: $uploadId, mapping: $mapping, decisions: $decisions) {\n      uploadId\n      encoding\n      columns {\n        index\n        header\n        field\n      }\n      counts {\n        create\n        update\n        unchanged\n        skip\n        error\n        total\n      }\n      rows {\n        line\n        fate\n        reason\n        displayName\n        email\n        phone\n        choices\n        decision\n        cells\n      }\n    }\n  }\n"): (typeof documents)["\n  query ClientImportPanel_Preview(\n    $uploadId: ID!\n    $mapping: [ClientImportColumnInput!]\n    $decisions: [ClientImportDecisionInput!]\n  ) {\n    previewClientImport(uploadId: $uploadId, mapping: $mapping, decisions: $decisions) {\n      uploadId\n      encoding\n      columns {\n        index\n        header\n        field\n      }\n      counts {\n        create\n        update\n        unchanged\n        skip\n        error\n        total\n      }\n      rows {\n        line\n        fate\n        reason\n        displayName\n        email\n        phone\n        choices\n        decision\n        cells\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClientImportPanel_Commit($input: CommitClientImportInput!) {\n    commitClientImport(input: $input) {\n      created\n      updated\n      skipped\n      errors\n      alreadyImported\n    }\n  }\n"): (typeof documents)["\n  mutation ClientImportPanel_Commit($input: CommitClientImportInput!) {\n    commitClientImport(input: $input) {\n      created\n      updated\n      skipped\n      errors\n      alreadyImported\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InvoiceSummary_invoice on Invoice {\n    databaseId\n    invoiceNumber\n    issueDate\n    dueDate\n    totalCents\n    effectiveStatus\n  }\n"): (typeof documents)["\n  fragment InvoiceSummary_invoice on Invoice {\n    databaseId\n    invoiceNumber\n    issueDate\n    dueDate\n    totalCents\n    effectiveStatus\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotificationItem_notification on Notification {\n    id\n    title\n    body\n    link\n    read\n    createdAt\n  }\n"): (typeof documents)["\n  fragment NotificationItem_notification on Notification {\n    id\n    title\n    body\n    link\n    read\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationBell_Query {\n    unreadNotificationCount\n  }\n"): (typeof documents)["\n  query NotificationBell_Query {\n    unreadNotificationCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationList_Query($first: Int!, $after: String) {\n    notifications(first: $first, after: $after) {\n      edges {\n        node {\n          id\n          ...NotificationItem_notification\n        }\n      }\n      pageInfo {\n        ...Paging_pageInfo @unmask\n      }\n      totalCount\n    }\n    unreadNotificationCount\n  }\n"): (typeof documents)["\n  query NotificationList_Query($first: Int!, $after: String) {\n    notifications(first: $first, after: $after) {\n      edges {\n        node {\n          id\n          ...NotificationItem_notification\n        }\n      }\n      pageInfo {\n        ...Paging_pageInfo @unmask\n      }\n      totalCount\n    }\n    unreadNotificationCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NotificationItem_MarkRead($input: MarkNotificationReadInput!) {\n    markNotificationRead(input: $input) {\n      notification {\n        id\n        read\n        readAt\n      }\n      unreadNotificationCount\n    }\n  }\n"): (typeof documents)["\n  mutation NotificationItem_MarkRead($input: MarkNotificationReadInput!) {\n    markNotificationRead(input: $input) {\n      notification {\n        id\n        read\n        readAt\n      }\n      unreadNotificationCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NotificationList_MarkAllRead {\n    markAllNotificationsRead {\n      marked\n      unreadNotificationCount\n    }\n  }\n"): (typeof documents)["\n  mutation NotificationList_MarkAllRead {\n    markAllNotificationsRead {\n      marked\n      unreadNotificationCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PayoutBreakdown_period on PayPeriodSummary {\n    approved\n    approvedMinutes\n    workedMinutes\n    hourlyRateCents\n    bonusCents\n    bonusNote\n    payoutCents\n  }\n"): (typeof documents)["\n  fragment PayoutBreakdown_period on PayPeriodSummary {\n    approved\n    approvedMinutes\n    workedMinutes\n    hourlyRateCents\n    bonusCents\n    bonusNote\n    payoutCents\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RequestFacts_customDays on CustomDays {\n    sunday\n    monday\n    tuesday\n    wednesday\n    thursday\n    friday\n    saturday\n  }\n"): (typeof documents)["\n  fragment RequestFacts_customDays on CustomDays {\n    sunday\n    monday\n    tuesday\n    wednesday\n    thursday\n    friday\n    saturday\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RoleRequestItem_request on RoleRequest {\n    id\n    phone\n    experience\n    reason\n    createdAt\n    requester {\n      id\n      name\n      email\n    }\n  }\n"): (typeof documents)["\n  fragment RoleRequestItem_request on RoleRequest {\n    id\n    phone\n    experience\n    reason\n    createdAt\n    requester {\n      id\n      name\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RoleRequestsReview_Approve($input: DecideRoleRequestInput!) {\n    approveRoleRequest(input: $input) {\n      roleRequest {\n        id\n        status\n        decidedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RoleRequestsReview_Approve($input: DecideRoleRequestInput!) {\n    approveRoleRequest(input: $input) {\n      roleRequest {\n        id\n        status\n        decidedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RoleRequestsReview_Decline($input: DecideRoleRequestInput!) {\n    declineRoleRequest(input: $input) {\n      roleRequest {\n        id\n        status\n        decidedAt\n        decisionReason\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RoleRequestsReview_Decline($input: DecideRoleRequestInput!) {\n    declineRoleRequest(input: $input) {\n      roleRequest {\n        id\n        status\n        decidedAt\n        decisionReason\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SendMessageDialog_Conversation($userId: ID!, $first: Int!) {\n    conversationWithUser(userId: $userId) {\n      id\n      messages(first: $first) {\n        totalCount\n        edges {\n          node {\n            id\n            body\n            createdAt\n            fromBusiness\n            senderName\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SendMessageDialog_Conversation($userId: ID!, $first: Int!) {\n    conversationWithUser(userId: $userId) {\n      id\n      messages(first: $first) {\n        totalCount\n        edges {\n          node {\n            id\n            body\n            createdAt\n            fromBusiness\n            senderName\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendMessageDialog_SendMessage($input: SendMessageInput!) {\n    sendMessage(input: $input) {\n      message {\n        id\n        subject\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SendMessageDialog_SendMessage($input: SendMessageInput!) {\n    sendMessage(input: $input) {\n      message {\n        id\n        subject\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VisitCompletion_visit on Visit {\n    id\n    status\n    startedAt\n    completedAt\n    completedBy {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment VisitCompletion_visit on Visit {\n    id\n    status\n    startedAt\n    completedAt\n    completedBy {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkVisitCompleted_Mutation($input: VisitIdInput!) {\n    markVisitCompleted(input: $input) {\n      visit {\n        ...VisitCompletion_visit\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MarkVisitCompleted_Mutation($input: VisitIdInput!) {\n    markVisitCompleted(input: $input) {\n      visit {\n        ...VisitCompletion_visit\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UndoVisitCompletion_Mutation($input: VisitIdInput!) {\n    undoVisitCompletion(input: $input) {\n      visit {\n        ...VisitCompletion_visit\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UndoVisitCompletion_Mutation($input: VisitIdInput!) {\n    undoVisitCompletion(input: $input) {\n      visit {\n        ...VisitCompletion_visit\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteVisits_Mutation($input: CompleteVisitsInput!) {\n    completeVisits(input: $input) {\n      completedCount\n      visits {\n        ...VisitCompletion_visit\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteVisits_Mutation($input: CompleteVisitsInput!) {\n    completeVisits(input: $input) {\n      completedCount\n      visits {\n        ...VisitCompletion_visit\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VisitChange_payload on VisitChangePayload {\n    visit {\n      id\n      status\n      statusReason\n    }\n  }\n"): (typeof documents)["\n  fragment VisitChange_payload on VisitChangePayload {\n    visit {\n      id\n      status\n      statusReason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelVisit_Mutation($input: CancelVisitInput!) {\n    cancelVisit(input: $input) {\n      ...VisitChange_payload\n    }\n  }\n"): (typeof documents)["\n  mutation CancelVisit_Mutation($input: CancelVisitInput!) {\n    cancelVisit(input: $input) {\n      ...VisitChange_payload\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SkipVisit_Mutation($input: SkipVisitInput!) {\n    skipVisit(input: $input) {\n      ...VisitChange_payload\n    }\n  }\n"): (typeof documents)["\n  mutation SkipVisit_Mutation($input: SkipVisitInput!) {\n    skipVisit(input: $input) {\n      ...VisitChange_payload\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreVisit_Mutation($input: RestoreVisitInput!) {\n    restoreVisit(input: $input) {\n      ...VisitChange_payload\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreVisit_Mutation($input: RestoreVisitInput!) {\n    restoreVisit(input: $input) {\n      ...VisitChange_payload\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RescheduleVisit_Mutation($input: RescheduleVisitInput!) {\n    rescheduleVisit(input: $input) {\n      applied\n      droppedHelperIds\n      warnings {\n        helperId\n        message\n      }\n      visit {\n        id\n        date\n        timeSlot\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RescheduleVisit_Mutation($input: RescheduleVisitInput!) {\n    rescheduleVisit(input: $input) {\n      applied\n      droppedHelperIds\n      warnings {\n        helperId\n        message\n      }\n      visit {\n        id\n        date\n        timeSlot\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSeries_Mutation($input: UpdateSeriesInput!) {\n    updateSeries(input: $input) {\n      applied\n      warnings {\n        helperId\n        message\n      }\n      visit {\n        id\n        date\n        timeSlot\n        service\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSeries_Mutation($input: UpdateSeriesInput!) {\n    updateSeries(input: $input) {\n      applied\n      warnings {\n        helperId\n        message\n      }\n      visit {\n        id\n        date\n        timeSlot\n        service\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PauseSeries_Mutation($input: PauseSeriesInput!) {\n    pauseSeries(input: $input) {\n      serviceRequest {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PauseSeries_Mutation($input: PauseSeriesInput!) {\n    pauseSeries(input: $input) {\n      serviceRequest {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndSeries_Mutation($input: EndSeriesInput!) {\n    endSeries(input: $input) {\n      serviceRequest {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation EndSeries_Mutation($input: EndSeriesInput!) {\n    endSeries(input: $input) {\n      serviceRequest {\n        id\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;