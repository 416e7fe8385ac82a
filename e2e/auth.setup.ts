import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { test as setup } from '@playwright/test';
import { SHARED_ROLES, authFile, signIn } from './fixtures';

// Signs each role in once per server through the form and saves its session (cookie) for the flows.
// The whole run (~5 min) stays far inside the session's idle (60 min) and absolute (12 h) limits.
for (const role of SHARED_ROLES) {
  setup(`sign in as ${role}`, async ({ page }) => {
    // "strict-setup" prepares the "strict" project's sessions, "chromium-setup" the default one's
    const project = setup.info().project.name.replace(/-setup$/, '');
    const file = authFile(project, role);
    mkdirSync(path.dirname(file), { recursive: true });
    await signIn(page, role);
    await page.context().storageState({ path: file });
  });
}
