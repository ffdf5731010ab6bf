import { ZIdParams } from "@/lib/contracts/user";
import { toggleFavorite } from "@/lib/server/catalog/toggle-favorite";
import { route } from "@/lib/server/http/route";
import { ZToggleFavoriteResponse } from "@/lib/contracts/catalog-calls";

// PUT /api/v1/product/{id}/toggle-favorite — add to or remove from the user's favourites
export const PUT = route({ params: ZIdParams, response: ZToggleFavoriteResponse }, ({ site, auth, locale, params }) => toggleFavorite({ site, auth, locale }, params));
