// Test doubles for the front ends' component tests: a fake gateway and the shared fixtures.
export * from './fakeGateway';
export * from './fixtures';
