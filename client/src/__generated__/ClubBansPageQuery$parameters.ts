/**
 * @generated SignedSource<<e264b1a331935870d17a027529fbff34>>
 * @relayHash afacbc5570c914583df152c27e682971
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID afacbc5570c914583df152c27e682971

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ClubBansPageQuery } from './ClubBansPageQuery.graphql';

const node: PreloadableConcreteRequest<ClubBansPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "afacbc5570c914583df152c27e682971",
    "metadata": {},
    "name": "ClubBansPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
