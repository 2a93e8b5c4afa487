// Next.js types imported images (the app icons the manifest names) in next-env.d.ts, which its build
// writes and git ignores: a fresh clone's typecheck runs before any build, so it is referenced here.
/// <reference types="next/image-types/global" />
