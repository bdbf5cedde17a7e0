/**
 * @generated SignedSource<<9e854b7e62fa603c65e762a9580874e5>>
 * @relayHash ebf715550d524fc21f5e786884e4ee3a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ebf715550d524fc21f5e786884e4ee3a

import { PreloadableConcreteRequest } from 'relay-runtime';
import { CreatorPageQuery } from './CreatorPageQuery.graphql';

const node: PreloadableConcreteRequest<CreatorPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "ebf715550d524fc21f5e786884e4ee3a",
    "metadata": {},
    "name": "CreatorPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
