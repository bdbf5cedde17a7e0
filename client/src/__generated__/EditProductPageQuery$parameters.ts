/**
 * @generated SignedSource<<6ab76e0cb47c9ae250dd7c1a27d63bac>>
 * @relayHash ca50a74b9f902822c2cb21cf558e438f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ca50a74b9f902822c2cb21cf558e438f

import { PreloadableConcreteRequest } from 'relay-runtime';
import { EditProductPageQuery } from './EditProductPageQuery.graphql';

const node: PreloadableConcreteRequest<EditProductPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "ca50a74b9f902822c2cb21cf558e438f",
    "metadata": {},
    "name": "EditProductPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
