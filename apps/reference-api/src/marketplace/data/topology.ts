/** The parts of a TopoJSON topology (world-atlas countries files) needed to rebuild one country. */
export interface Topology {
  transform: { scale: [number, number]; translate: [number, number] };
  arcs: [number, number][][];
  objects: { countries: { geometries: { id?: string; type: string; arcs?: number[][] | number[][][] }[] } };
}

/** Polygons of one country, each a list of rings (outer first) of [lng, lat] pairs. */
export function countryPolygons(topology: Topology, id: string): [number, number][][][] {
  const geometry = topology.objects.countries.geometries.find((g) => g.id === id);
  if (!geometry?.arcs) throw new Error(`country ${id} missing from the topology`);
  const { scale, translate } = topology.transform;
  const arcs = topology.arcs.map((arc) => {
    let x = 0;
    let y = 0;
    return arc.map(([dx, dy]): [number, number] => {
      x += dx;
      y += dy;
      return [x * scale[0] + translate[0], y * scale[1] + translate[1]];
    });
  });
  const ring = (indexes: number[]) => {
    const points: [number, number][] = [];
    for (const index of indexes) {
      const arc = index >= 0 ? arcs[index] : arcs[~index]?.slice().reverse();
      if (arc) points.push(...(points.length ? arc.slice(1) : arc));
    }
    return points;
  };
  const polygons = (geometry.type === "Polygon" ? [geometry.arcs] : geometry.arcs) as number[][][];
  return polygons.map((rings) => rings.map(ring));
}
