// Shared with the shell's tests (the deal room's term sheet upload).
export * from '@portal/web-kit/testing/fakeXhr';
