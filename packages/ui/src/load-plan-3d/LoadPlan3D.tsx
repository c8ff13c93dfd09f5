import type { LoadPlan } from '@shop/domain/load-plan';
import { Canvas, useThree } from '@react-three/fiber';
import { cx } from 'class-variance-authority';
import type { ReactNode } from 'react';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import {
  BoxGeometry,
  Color,
  EdgesGeometry,
  Matrix4,
  PerspectiveCamera,
  type InstancedMesh,
} from 'three';
import { OrbitControls } from 'three/addons/controls/OrbitControls.js';
import { LoadPlanLegend } from '../load-plan/LoadPlanLegend';
import { LoadPlanView2D } from '../load-plan/LoadPlanView2D';
import { lineColours } from '../load-plan/palette';
import { boxCentre, frameContainer, type ContainerBox } from './framing';

export interface LoadPlan3DProps {
  plan: LoadPlan;
  /** The loading step shown first. Default: the last (everything loaded). */
  initialStep?: number;
  /** What the figure is called (also the 2D fallback's title). Default `Load plan`. */
  title?: string;
  /**
   * Shown on the server, before the browser has said whether it has WebGL, and when it has
   * none. Default: the 2D view at the slider's step.
   */
  fallback?: ReactNode;
  /**
   * `auto` draws in 3D where the browser has WebGL; `2d` always shows the fallback (a print
   * page, a buyer who turned 3D off). Default `auto`.
   */
  mode?: 'auto' | '2d';
  /**
   * Show the products' colours (as the 2D view and the printed plan colour them) under the
   * slider. Default `true`; `false` where one `LoadPlanLegend` serves this view and the 2D one.
   */
  legend?: boolean;
  className?: string;
}

type WebGl = 'pending' | 'yes' | 'no';

function hasWebGl(): boolean {
  // No WebGL constructor (jsdom, very old browsers): do not even ask a canvas.
  if (typeof WebGLRenderingContext === 'undefined') return false;
  try {
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    // Browsers cap live contexts: give the probe's back at once.
    context?.getExtension('WEBGL_lose_context')?.loseContext();
    return context !== null;
  } catch {
    return false;
  }
}

// A browser's WebGL does not come and go: asked once, then read as an external store, so the
// server (and hydration) render the fallback and the browser switches after.
let webglFound: boolean | undefined;
const noSubscription = () => () => undefined;
const browserHasWebGl = () => (webglFound ??= hasWebGl());

const MM = 1 / 1000;

/** Orbit, pan and zoom with three.js' own controls, redrawing on demand. */
function Orbit({ target }: { target: [number, number, number] }) {
  const { camera, gl, invalidate } = useThree();
  useEffect(() => {
    const controls = new OrbitControls(camera, gl.domElement);
    controls.target.set(...target);
    controls.enableDamping = false;
    controls.update();
    const redraw = () => {
      invalidate();
    };
    controls.addEventListener('change', redraw);
    return () => {
      controls.removeEventListener('change', redraw);
      controls.dispose();
    };
  }, [camera, gl, invalidate, target]);
  return null;
}

/** The whole container in view, framed again whenever the stage changes shape. */
function Framing({ box }: { box: ContainerBox }) {
  const { camera, size, invalidate } = useThree();
  useLayoutEffect(() => {
    if (!(camera instanceof PerspectiveCamera) || size.height === 0) return;
    frameContainer(camera, box, size.width / size.height);
    invalidate();
  }, [camera, box, size.width, size.height, invalidate]);
  return null;
}

/** The placed cartons as one instanced mesh: a thousand cartons stay one draw call. */
function Cartons({ plan, step }: { plan: LoadPlan; step: number }) {
  const mesh = useRef<InstancedMesh>(null);
  const { invalidate } = useThree();
  const { length: L, width: W } = plan.container.inner;
  useLayoutEffect(() => {
    const target = mesh.current;
    if (target === null) return;
    const colours = lineColours(plan);
    const matrix = new Matrix4();
    const colour = new Color();
    plan.placed.forEach((p, i) => {
      // A small gap between neighbours keeps the cartons readable as cartons.
      const gap = 0.012;
      matrix.makeScale(
        Math.max(p.length * MM - gap, 0.001),
        Math.max(p.height * MM - gap, 0.001),
        Math.max(p.width * MM - gap, 0.001),
      );
      // three.js is y-up: the plan's x (towards the door) is x, z (up) is y, y (across) is z.
      matrix.setPosition(
        (p.x + p.length / 2 - L / 2) * MM,
        (p.z + p.height / 2) * MM,
        (p.y + p.width / 2 - W / 2) * MM,
      );
      target.setMatrixAt(i, matrix);
      target.setColorAt(i, colour.set(colours.get(p.carton.lineKey) ?? '#2f6b4f'));
    });
    target.instanceMatrix.needsUpdate = true;
    if (target.instanceColor) target.instanceColor.needsUpdate = true;
  }, [plan, L, W]);
  useLayoutEffect(() => {
    // The plan lists cartons in loading order, so step n shows the first n instances.
    if (mesh.current) mesh.current.count = step;
    invalidate();
  }, [step, invalidate]);
  const count = Math.max(plan.placed.length, 1);
  return (
    <instancedMesh ref={mesh} args={[undefined, undefined, count]}>
      <boxGeometry args={[1, 1, 1]} />
      <meshStandardMaterial roughness={0.8} />
    </instancedMesh>
  );
}

function ContainerEdges({ plan }: { plan: LoadPlan }) {
  const { length: L, width: W, height: H } = plan.container.inner;
  const edges = useMemo(
    () => new EdgesGeometry(new BoxGeometry(L * MM, H * MM, W * MM)),
    [L, W, H],
  );
  useEffect(
    () => () => {
      edges.dispose();
    },
    [edges],
  );
  return (
    <lineSegments geometry={edges} position={[0, (H * MM) / 2, 0]}>
      <lineBasicMaterial color="#433f36" />
    </lineSegments>
  );
}

/**
 * A load plan in 3D (three.js through @react-three/fiber): orbit with the mouse or a finger,
 * and a loading-step slider that fills the container carton by carton, back wall to door.
 *
 * Load it lazily — only the container page should pay for three.js:
 * `const LoadPlan3D = lazy(() => import('@shop/ui/load-plan-3d').then((m) => ({ default: m.LoadPlan3D })))`.
 * On the server, until the browser reports WebGL, and in a browser without it, it shows the
 * 2D view instead (or `fallback`), and the slider drives that.
 */
export function LoadPlan3D({
  plan,
  initialStep,
  title = 'Load plan',
  fallback,
  mode = 'auto',
  legend = true,
  className,
}: LoadPlan3DProps) {
  const id = useId();
  const total = plan.placed.length;
  const [step, setStep] = useState(() => Math.min(Math.max(initialStep ?? total, 0), total));
  const webgl = useSyncExternalStore<WebGl>(
    noSubscription,
    () => (mode === 'auto' && browserHasWebGl() ? 'yes' : 'no'),
    () => 'pending',
  );
  const { length: L, width: W, height: H } = plan.container.inner;
  const current = step > 0 ? plan.placed[step - 1] : undefined;
  const box = useMemo<ContainerBox>(
    () => ({ length: L * MM, height: H * MM, width: W * MM }),
    [L, W, H],
  );
  const target = useMemo(() => boxCentre(box), [box]);

  return (
    <section
      data-slot="load-plan-3d"
      data-webgl={webgl}
      aria-labelledby={`${id}-title`}
      className={cx('ui-load-plan-3d', className)}
    >
      <h3 id={`${id}-title`} className="ui-load-plan-3d__title">
        {title}
      </h3>
      {webgl === 'yes' ? (
        <div
          className="ui-load-plan-3d__stage"
          role="img"
          aria-label={`${title} in 3D: ${String(step)} of ${String(total)} cartons loaded. Drag to turn, scroll to zoom.`}
        >
          <Canvas
            frameloop="demand"
            dpr={[1, 2]}
            // Placed by Framing, for the stage's shape.
            camera={{ fov: 40 }}
            onCreated={({ gl }) => {
              gl.setClearColor('#f8f7f4');
            }}
          >
            <ambientLight intensity={0.7} />
            <directionalLight position={[5, 10, 7]} intensity={1.6} />
            <Framing box={box} />
            <ContainerEdges plan={plan} />
            <Cartons plan={plan} step={step} />
            <Orbit target={target} />
          </Canvas>
        </div>
      ) : (
        (fallback ?? <LoadPlanView2D plan={plan} step={step} title={title} legend={false} />)
      )}
      <div className="ui-load-plan-3d__controls">
        <label htmlFor={`${id}-step`} className="ui-load-plan-3d__label">
          Loading step
        </label>
        <input
          id={`${id}-step`}
          type="range"
          min={0}
          max={total}
          step={1}
          value={step}
          disabled={total === 0}
          aria-valuetext={`Step ${String(step)} of ${String(total)}`}
          onChange={(event) => {
            setStep(Number(event.currentTarget.value));
          }}
        />
        <output htmlFor={`${id}-step`} className="ui-load-plan-3d__step" aria-live="polite">
          {current
            ? `Step ${String(step)} of ${String(total)}: ${current.carton.label}`
            : `Step 0 of ${String(total)}: empty container`}
        </output>
      </div>
      {legend ? <LoadPlanLegend plan={plan} step={step} /> : null}
    </section>
  );
}
