// Its own subpath (@shop/ui/load-plan-3d) and not in the root barrel: three.js is large,
// and only the container page should load it.
export { LoadPlan3D } from './LoadPlan3D';
export type { LoadPlan3DProps } from './LoadPlan3D';
