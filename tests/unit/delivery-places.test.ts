import { describe, expect, it } from "vitest";
import { angolaPlaces } from "~/generated/places";
import { ROAD_FACTOR, roadDistanceKm, straightLineKm } from "~/modules/deliveries/distance";
import { findPlace, nearestPlace, searchPlaces } from "~/modules/deliveries/places";

const first = (typed: string) => searchPlaces(typed)[0];

describe("Angola's places for a delivery", () => {
  it("hold Luanda's municipalities and neighbourhoods and every coverage city, each once", () => {
    for (const name of ["Luanda", "Viana", "Cacuaco", "Cazenga", "Talatona", "Maianga", "Ingombota", "Kilamba"]) {
      expect(first(name), name).toMatchObject({ name, province: "Luanda" });
    }
    for (const [name, province] of [
      ["Benguela", "Benguela"],
      ["Lobito", "Benguela"],
      ["Lubango", "Huíla"],
      ["Huambo", "Huambo"],
      ["Malanje", "Malanje"],
    ]) {
      expect(first(name!), name).toMatchObject({ name, province });
    }
    // Bié's capital is Cuíto in the gazetteer; the site and most people write Kuito.
    expect(first("Kuito")).toMatchObject({ name: "Cuíto", province: "Bié" });
    const ids = searchPlaces("a", 10_000).map((place) => place.id);
    expect(angolaPlaces.length).toBeGreaterThan(500);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("are found whatever the accents and case, Luanda province first", () => {
    expect(first("BIÉ")).toEqual(first("bie"));
    expect(first("cuito")).toMatchObject({ name: "Cuíto" });
    expect(first("uige")).toMatchObject({ name: "Uíge" });
    expect(first("  uÍGe ")).toMatchObject({ name: "Uíge" });
    // "Sa" starts Samba and Sambizanga in Luanda, and places elsewhere: Luanda's come first.
    const sa = searchPlaces("sa");
    expect(sa[0]!.province).toBe("Luanda");
    expect(sa.every((place) => place.name.toLowerCase().includes("sa"))).toBe(true);
    expect(searchPlaces("")).toEqual([]);
    expect(searchPlaces("'; drop table places; --")).toEqual([]);
    expect(searchPlaces("zzzz")).toEqual([]);
  });

  it("are found again by their id, and the nearest one to a point is found", () => {
    const viana = first("Viana")!;
    expect(findPlace(viana.id)).toEqual(viana);
    expect(findPlace("nowhere-luanda")).toBeNull();
    expect(nearestPlace({ latitude: viana.latitude + 0.001, longitude: viana.longitude - 0.001 })).toEqual(viana);
  });

  it("are apart by the straight line times the road factor", () => {
    const luanda = first("Luanda")!;
    const benguela = first("Benguela")!;
    const straight = straightLineKm(luanda, benguela);
    // Luanda to Benguela is about 420 km as the crow flies.
    expect(straight).toBeGreaterThan(380);
    expect(straight).toBeLessThan(460);
    expect(roadDistanceKm(luanda, benguela)).toBeCloseTo(straight * ROAD_FACTOR, 0);
    expect(roadDistanceKm(luanda, luanda)).toBe(0);
  });
});
